// What a sign-out forgets of how the person browsed: the next person on the phone starts afresh.
import { STORAGE_KEYS } from '@yardsale/core/constants';
import { afterEach, expect, it } from 'vitest';
import { chooseBrowsePlace, currentBrowsePlace } from './browse-place-store';
import { forgetBrowsing } from './forget-browsing';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it("forgets the map's filter, the place chosen and the route's choices, on this page too", () => {
  sessionStorage.setItem(STORAGE_KEYS.saleFilters, JSON.stringify({ saleTypes: [], categories: [], q: 'baby monitor' }));
  localStorage.setItem(STORAGE_KEYS.routeChoices, JSON.stringify({ date: null, startTimes: {}, dwellMin: 30, leftOut: ['a'] }));
  chooseBrowsePlace({ label: 'London, ON N6A', lat: 42.98, lng: -81.25 });
  forgetBrowsing();
  expect([sessionStorage.getItem(STORAGE_KEYS.saleFilters), localStorage.getItem(STORAGE_KEYS.routeChoices), localStorage.getItem(STORAGE_KEYS.classifiedsPlace)]).toEqual([null, null, null]);
  expect(currentBrowsePlace()).toBeNull();
});
