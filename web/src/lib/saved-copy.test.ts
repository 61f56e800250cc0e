import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteAnswer, useSavedCopyTime } from './saved-copy';

const fromServer = () => new Response('[]', { headers: { date: 'Fri, 27 Nov 2026 14:57:00 GMT' } });
const savedCopy = (date: string) => new Response('[]', { headers: { 'x-saved-copy': date } });

describe('whether the screen shows the phone’s saved copy (decision 0041)', () => {
  it('is the saved time of the last copy served, until the server answers again', () => {
    const { result } = renderHook(() => useSavedCopyTime());
    expect(result.current).toBeNull();

    act(() => noteAnswer(savedCopy('Fri, 27 Nov 2026 13:42:00 GMT')));
    expect(result.current).toBe(Date.UTC(2026, 10, 27, 13, 42));
    act(() => noteAnswer(savedCopy('Thu, 26 Nov 2026 20:05:00 GMT')));
    expect(result.current).toBe(Date.UTC(2026, 10, 26, 20, 5));

    act(() => noteAnswer(fromServer()));
    expect(result.current).toBeNull();
  });

  it('still says a copy is shown when it carries no date', () => {
    const { result } = renderHook(() => useSavedCopyTime());
    act(() => noteAnswer(savedCopy('')));
    expect(result.current).toBeNaN();
    act(() => noteAnswer(fromServer()));
    expect(result.current).toBeNull();
  });
});
