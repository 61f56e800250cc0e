import { DAY_MS } from '@yardsale/core/durations';
import { afterEach, describe, expect, it } from 'vitest';
import { draftPlace, forgetDraft, readDraft, saveDraft } from './draft-store';
import { forgetDraftsOf } from './forget-drafts';

const template = { title: '', dates: [] as string[], location: null as { latitude: number } | null, estate: false };
const values = { title: 'Garage clear-out', dates: ['2026-12-05'], location: { latitude: 43.5 }, estate: true };

afterEach(() => localStorage.clear());

describe('form drafts', () => {
  it("keeps a form per account and form, with the places of its photos kept apart", () => {
    const place = draftPlace('user-1', 'sale');
    const photos = [{ key: 'photo-a', at: 0 }, { key: 'photo-b', at: 2 }];
    saveDraft(place, { values, photos });
    expect(readDraft(place, template)).toEqual({ values, photos });
    expect(readDraft(draftPlace('user-2', 'sale'), template)).toBeNull();
    expect(readDraft(draftPlace('user-1', 'classified'), template)).toBeNull();
    forgetDraft(place);
    expect(readDraft(place, template)).toBeNull();
  });

  it("offers an edit's draft only for the version of the post it started from", () => {
    const saved = { ...template, title: 'As posted' };
    saveDraft(draftPlace('user-1', 'sale-1', saved), { values, photos: [] });
    expect(readDraft(draftPlace('user-1', 'sale-1', saved), template)?.values).toEqual(values);
    expect(readDraft(draftPlace('user-1', 'sale-1', { ...saved, title: 'Changed since' }), template)).toBeNull();
  });

  it('drops a draft after 30 days, one of another shape and one that is not JSON', () => {
    const place = draftPlace('user-1', 'sale');
    const now = Date.now();
    saveDraft(place, { values, photos: [] }, now - 30 * DAY_MS - 1);
    expect(readDraft(place, template, now)).toBeNull();
    saveDraft(place, { values: { ...values, dates: 'not a list' }, photos: [] }, now);
    expect(readDraft(place, template, now)).toBeNull();
    localStorage.setItem(place.key, '{not json');
    expect(readDraft(place, template, now)).toBeNull();
  });

  it("forgets every draft of one account on sign-out, and no one else's", () => {
    for (const [user, form] of [['user-1', 'sale'], ['user-1', 'classified-9'], ['user-11', 'sale']] as const) {
      saveDraft(draftPlace(user, form), { values, photos: [] });
    }
    localStorage.setItem('theme-user-1', 'dark');
    forgetDraftsOf('user-1');
    expect(readDraft(draftPlace('user-1', 'sale'), template)).toBeNull();
    expect(readDraft(draftPlace('user-1', 'classified-9'), template)).toBeNull();
    expect(readDraft(draftPlace('user-11', 'sale'), template)?.values).toEqual(values);
    expect(localStorage.getItem('theme-user-1')).toBe('dark');
  });
});
