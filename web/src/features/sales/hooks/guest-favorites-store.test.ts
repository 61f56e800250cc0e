import { STORAGE_KEYS } from '@yardsale/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropExpiredGuestFavorites, forgetGuestFavorites, guestFavoriteIds, subscribeGuestFavorites, toggleGuestFavorite } from './guest-favorites-store';

const later = new Date(Date.now() + 86_400_000).toISOString();
const earlier = new Date(Date.now() - 60_000).toISOString();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('guest favorites', () => {
  it('adds and removes a sale in local storage and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeGuestFavorites(listener);
    expect(toggleGuestFavorite({ id: 'a', visibleUntil: later })).toBe(true);
    expect([...guestFavoriteIds()]).toEqual(['a']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestFavorites)!)).toEqual([{ id: 'a', visibleUntil: later }]);
    expect(toggleGuestFavorite({ id: 'a', visibleUntil: later })).toBe(false);
    expect(guestFavoriteIds().size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('drops favorites whose sale is no longer shown', () => {
    localStorage.setItem(STORAGE_KEYS.guestFavorites, JSON.stringify([{ id: 'old', visibleUntil: earlier }, { id: 'new', visibleUntil: later }]));
    dropExpiredGuestFavorites();
    expect([...guestFavoriteIds()]).toEqual(['new']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestFavorites)!)).toEqual([{ id: 'new', visibleUntil: later }]);
  });

  it('forgets the favorites an account kept and leaves the others for the next try', () => {
    toggleGuestFavorite({ id: 'kept', visibleUntil: later });
    toggleGuestFavorite({ id: 'lost', visibleUntil: later });
    const listener = vi.fn();
    const unsubscribe = subscribeGuestFavorites(listener);
    forgetGuestFavorites(new Set(['kept']));
    expect([...guestFavoriteIds()]).toEqual(['lost']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestFavorites)!)).toEqual([{ id: 'lost', visibleUntil: later }]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(STORAGE_KEYS.guestFavorites, '{not json');
    dropExpiredGuestFavorites();
    expect(guestFavoriteIds().size).toBe(0);
    localStorage.setItem(STORAGE_KEYS.guestFavorites, JSON.stringify(['a', { id: 1 }, { id: 'b', visibleUntil: later }]));
    dropExpiredGuestFavorites();
    expect([...guestFavoriteIds()]).toEqual(['b']);
  });

  it('throws when storage refuses the write, leaving the favorites as they were', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => toggleGuestFavorite({ id: 'a', visibleUntil: later })).toThrow('full');
    expect(guestFavoriteIds().size).toBe(0);
  });
});
