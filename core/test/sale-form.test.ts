import { describe, expect, it } from 'vitest';
import { toastParts } from '../src/toast-parts';
import { SALE_FORM_MESSAGES, firstMissingSaleField, pickSaleDate, saleFieldProblems, toggleSaleCategory, unpickSaleDate } from '../src/schemas/sale-form';
import { LISTING_MESSAGES } from '../src/schemas/listing-messages';
import { localToday } from '../src/local-today';

const filled = { address: '1 Main St, London, ON', title: 'Yard Sale', dates: ['2026-06-01'], description: 'Books' };

describe('the /post submit order', () => {
  it('names the first missing field in the spec order: address, title, date, description', () => {
    expect(firstMissingSaleField({ address: ' ', title: '', dates: [], description: '' })).toEqual({ field: 'address', message: SALE_FORM_MESSAGES.missingAddress });
    expect(firstMissingSaleField({ ...filled, title: '  ', dates: [], description: '' })).toEqual({ field: 'title', message: SALE_FORM_MESSAGES.missingTitle });
    expect(firstMissingSaleField({ ...filled, dates: [], description: '' })).toEqual({ field: 'dates', message: SALE_FORM_MESSAGES.missingDate });
    expect(firstMissingSaleField({ ...filled, description: '\n' })).toEqual({ field: 'description', message: SALE_FORM_MESSAGES.missingDescription });
    expect(firstMissingSaleField(filled)).toBeUndefined();
  });

  it('splits a spec message into toast title and description', () => {
    expect(toastParts(SALE_FORM_MESSAGES.missingDate)).toEqual({
      title: 'Missing Date',
      description: 'Please select at least one date for your yard sale',
    });
    expect(toastParts(SALE_FORM_MESSAGES.addressLookupUnavailable)).toEqual({
      title: 'Address lookup unavailable - please enter your complete address manually',
      description: '',
    });
  });

  it('splits a translated title from its description at the colon of its language', () => {
    expect(toastParts('Adresse manquante : Veuillez entrer votre adresse')).toEqual({ title: 'Adresse manquante', description: 'Veuillez entrer votre adresse' });
    expect(toastParts('缺少地址：请输入您的地址')).toEqual({ title: '缺少地址', description: '请输入您的地址' });
    expect(toastParts('Times must be written HH:MM (24-hour clock)')).toEqual({ title: 'Times must be written HH:MM (24-hour clock)', description: '' });
  });
});

describe('picking sale dates', () => {
  const today = '2026-11-23';

  it('keeps picks sorted and consecutive, up to three', () => {
    let dates: string[] = [];
    for (const day of ['2026-11-25', '2026-11-24', '2026-11-26']) {
      const pick = pickSaleDate(dates, day, today);
      if ('error' in pick) throw new Error(pick.error);
      dates = pick.dates;
    }
    expect(dates).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(pickSaleDate(dates, '2026-11-27', today)).toEqual({ error: 'Maximum Dates Selected: You can only select up to 3 consecutive days' });
    expect(pickSaleDate(dates, '2026-11-25', today)).toEqual({ dates });
  });

  it('refuses a gap, a day before today and a month boundary mistake', () => {
    expect(pickSaleDate(['2026-11-24'], '2026-11-26', today)).toEqual({ error: 'Invalid Selection: Please select consecutive dates only' });
    expect(pickSaleDate([], '2026-11-22', today)).toEqual({ error: SALE_FORM_MESSAGES.dateInPast });
    expect(pickSaleDate(['2026-11-30'], '2026-12-01', today)).toEqual({ dates: ['2026-11-30', '2026-12-01'] });
  });

  it('refuses a day beyond the limit of days ahead when it is picked, not at posting', () => {
    expect(pickSaleDate([], '2027-11-23', today)).toEqual({ dates: ['2027-11-23'] }); // 365 days ahead
    expect(pickSaleDate([], '2027-11-24', today)).toEqual({ error: 'Invalid Date: Sale dates must be within the next 365 days' });
  });

  it('removes the first or last day but not the middle one', () => {
    const three = ['2026-11-24', '2026-11-25', '2026-11-26'];
    expect(unpickSaleDate(three, '2026-11-24')).toEqual({ dates: ['2026-11-25', '2026-11-26'] });
    expect(unpickSaleDate(three, '2026-11-26')).toEqual({ dates: ['2026-11-24', '2026-11-25'] });
    expect(unpickSaleDate(three, '2026-11-25')).toEqual({ error: SALE_FORM_MESSAGES.notConsecutive });
  });

  it('reads today from the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('category chips', () => {
  it('toggles up to four and refuses a fifth', () => {
    const four = ['Books', 'Toys & Games', 'Furniture', 'Other'];
    expect(toggleSaleCategory(four.slice(0, 3), 'Other')).toEqual({ categories: four });
    expect(toggleSaleCategory(four, 'Clothing')).toEqual({ error: 'Maximum Categories Selected: You can only select up to 4 categories' });
    expect(toggleSaleCategory(four, 'Books')).toEqual({ categories: four.slice(1) });
  });
});

describe("the fields' own problems, said as the seller types", () => {
  const fine = { title: 'Porch sale', description: 'Books and bikes.', startTime: '09:00', endTime: '15:00' };

  it('are none for a sale the API takes, or times left blank', () => {
    expect(saleFieldProblems(fine)).toEqual({});
    expect(saleFieldProblems({ ...fine, startTime: '', endTime: '' })).toEqual({});
  });

  it("name a title or description over its limit, and an end time not after the start, with the API's words", () => {
    expect(saleFieldProblems({ ...fine, title: 'x'.repeat(121), description: 'y'.repeat(2001), endTime: '09:00' })).toEqual({
      title: LISTING_MESSAGES.titleTooLong,
      description: LISTING_MESSAGES.descriptionTooLong,
      endTime: LISTING_MESSAGES.endTimeNotAfterStart,
    });
    expect(saleFieldProblems({ ...fine, title: ` ${'x'.repeat(120)} ` })).toEqual({}); // trimmed, as sent
  });
});
