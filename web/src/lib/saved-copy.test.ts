import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeSavedCopyNotice, noteAnswer, useMapFromSavedCopy, useSavedCopyNotice, useSavedForOtherFilters } from './saved-copy';

const fromServer = () => new Response('[]', { headers: { date: 'Fri, 27 Nov 2026 14:57:00 GMT' } });
const savedCopy = (date: string) => new Response('[]', { headers: { 'x-saved-copy': date } });
const FAVORITES = '/api/favorites';

describe('the notice that the screen shows the phone’s saved copy (decision 0041)', () => {
  beforeEach(() => {
    act(() => noteAnswer(FAVORITES, fromServer()));
    window.dispatchEvent(new Event('online'));
  });

  it('gives the saved time of the last copy a screen shows, until the server answers again', () => {
    const { result } = renderHook(() => useSavedCopyNotice());
    expect(result.current).toBeNull();

    act(() => noteAnswer(FAVORITES, savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    expect(result.current).toBe(Date.UTC(2026, 10, 27, 13, 42));
    act(() => noteAnswer('/api/listings/selection?ids=a,b', savedCopy('Thu, 26 Nov 2026 20:05:00 GMT')));
    expect(result.current).toBe(Date.UTC(2026, 10, 26, 20, 5));
    act(() => noteAnswer('/api/messages/sale-1/user-2', fromServer()));
    expect(result.current).toBeNull();
    act(() => noteAnswer(FAVORITES, savedCopy('')));
    expect(result.current).toBeNaN(); // a copy with no date is still a copy
  });

  it('is not moved by answers no screen shows as its content', () => {
    const { result } = renderHook(() => useSavedCopyNotice());
    act(() => noteAnswer('/api/auth/user', savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    expect(result.current).toBeNull();
    act(() => noteAnswer('/api/messages/conversations', savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    act(() => noteAnswer('/api/health', fromServer()));
    act(() => noteAnswer('/api/messages/unread', fromServer()));
    expect(result.current).toBe(Date.UTC(2026, 10, 27, 13, 42));
  });

  it("says when the list shown is a copy saved for other filters, as the worker marks it, until a list says otherwise", () => {
    const otherFilters = () => new Response('[]', { headers: { 'x-saved-copy': 'Fri, 27 Nov 2026 13:42:00 GMT', 'x-saved-for-other-filters': '1' } });
    const { result } = renderHook(() => useSavedForOtherFilters());
    act(() => noteAnswer('/api/listings?near=44.6,-81&date=2026-11-28', otherFilters()));
    expect(result.current).toBe(true);
    act(() => noteAnswer(FAVORITES, savedCopy('Fri, 27 Nov 2026 13:42:00 GMT'))); // not a list: the list shown is still that copy
    expect(result.current).toBe(true);
    act(() => noteAnswer('/api/classifieds?near=44.6,-81', savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    expect(result.current).toBe(false);
    act(() => noteAnswer('/api/listings?near=44.6,-81&date=2026-11-28', otherFilters()));
    act(() => noteAnswer('/api/listings?near=44.6,-81&date=2026-11-28', fromServer()));
    expect(result.current).toBe(false);
  });

  it("says whether the map's last pins were the saved copy, whatever else answered since", () => {
    const markers = '/api/listings/markers?tiles=a';
    const { result } = renderHook(() => useMapFromSavedCopy());
    act(() => noteAnswer(markers, fromServer()));
    act(() => noteAnswer(FAVORITES, savedCopy('Fri, 27 Nov 2026 13:42:00 GMT'))); // favorites saved, the pins not
    expect(result.current).toBe(false);
    act(() => noteAnswer(markers, savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    act(() => noteAnswer(FAVORITES, fromServer()));
    expect(result.current).toBe(true);
    act(() => noteAnswer(markers, fromServer()));
    expect(result.current).toBe(false);
  });

  it('stays closed once closed, through copies and answers, until the browser is back online', () => {
    const { result } = renderHook(() => useSavedCopyNotice());
    act(() => noteAnswer(FAVORITES, savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    act(() => closeSavedCopyNotice());
    expect(result.current).toBeNull();
    act(() => noteAnswer(FAVORITES, fromServer()));
    act(() => noteAnswer(FAVORITES, savedCopy('Fri, 27 Nov 2026 13:45:00 GMT')));
    expect(result.current).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(Date.UTC(2026, 10, 27, 13, 45));
  });
});
