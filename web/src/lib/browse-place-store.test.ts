import { STORAGE_KEYS } from '@yardsale/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

const MOOSE_JAW = { label: 'Moose Jaw, SK', lat: 50.4, lng: -105.53 };

/** The store as a new page finds it: it reads local storage once, on first use. */
async function newPage() {
  vi.resetModules();
  return import('./browse-place-store');
}

afterEach(() => localStorage.clear());

describe('the place /classifieds is browsed around', () => {
  it('is kept on this device until the position is chosen again', async () => {
    const first = await newPage();
    expect(first.currentBrowsePlace()).toBeNull();
    first.chooseBrowsePlace(MOOSE_JAW);
    expect(first.currentBrowsePlace()).toEqual(MOOSE_JAW);

    const second = await newPage();
    expect(second.currentBrowsePlace()).toEqual(MOOSE_JAW);
    second.chooseBrowsePlace(null);
    expect(localStorage.getItem(STORAGE_KEYS.classifiedsPlace)).toBeNull();
    expect((await newPage()).currentBrowsePlace()).toBeNull();
  });

  it('ignores a kept place it cannot use: unreadable, half there, or outside the USA and Canada', async () => {
    for (const kept of ['{not json', JSON.stringify({ label: 'Moose Jaw, SK', lat: '50.4', lng: -105.53 }), JSON.stringify({ ...MOOSE_JAW, label: undefined }), JSON.stringify({ label: 'Paris', lat: 48.85, lng: 2.35 })]) {
      localStorage.setItem(STORAGE_KEYS.classifiedsPlace, kept);
      expect((await newPage()).currentBrowsePlace(), kept).toBeNull();
    }
  });
});
