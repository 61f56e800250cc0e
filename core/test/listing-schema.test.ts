import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { addDays, areConsecutive, isIsoDate } from '../src/calendar';
import { LISTING_MESSAGES, LISTING_TEXT_LIMITS, listingSchema, saleCategoriesOf, saleDatesOf, type ListingValidationContext } from '../src/schemas/listing';
import { isInServiceArea } from '../src/service-area';

const valid = {
  title: 'Big Family Yard Sale',
  description: 'Bikes, books and a couch.',
  address: '123 Oxford St W, London, ON',
  latitude: 42.98,
  longitude: -81.25,
  startDate: '2025-06-14',
  endDate: '2025-06-15',
  startTime: '08:00',
  endTime: '14:00',
  category: 'Multi-Family',
};

/** The first message and every field's message, as the API answers a 400. */
async function problems(input: unknown, context: ListingValidationContext = {}) {
  try {
    await listingSchema.validate(input, { abortEarly: false, stripUnknown: true, context });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const paths: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in paths)) paths[inner.path] = inner.message;
    return { first: error.errors[0], paths };
  }
}

describe('calendar helpers', () => {
  it('knows real dates, adds days across months and years and checks runs of days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(areConsecutive(['2025-12-31', '2026-01-01'])).toBe(true);
    expect(areConsecutive(['2025-06-01', '2025-06-03'])).toBe(false);
    expect(areConsecutive(['2025-06-01', 'nope'])).toBe(false);
  });
});

describe('listingSchema', () => {
  it('accepts the /post form body and fills the defaults', async () => {
    const parsed = await listingSchema.validate({ ...valid, startTime: '', endTime: undefined, timeZone: 'Europe/Paris' }, { stripUnknown: true });
    expect(parsed).toMatchObject({ dates: ['2025-06-14', '2025-06-15'], startTime: '09:00', endTime: '17:00' });
    expect(parsed).toMatchObject({ contactInfo: '', items: [], imageUrls: [], categories: [], isEstateSale: false });
    expect(parsed).not.toHaveProperty('timeZone');
  });

  it('names the required fields with the spec\'s messages, in the spec\'s order', async () => {
    const result = await problems({});
    expect(result?.first).toBe(LISTING_MESSAGES.titleRequired);
    expect(result?.paths).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      address: 'Address is required',
      startDate: 'Start date is required',
      category: 'Category is required',
    });
  });

  it('refuses blank text after trimming and over-long text', async () => {
    expect((await problems({ ...valid, title: '   ' }))?.first).toBe(LISTING_MESSAGES.titleRequired);
    const long = 'x'.repeat(LISTING_TEXT_LIMITS.description + 1);
    expect((await problems({ ...valid, description: long }))?.first).toBe(LISTING_MESSAGES.descriptionTooLong);
    expect((await problems({ ...valid, title: 'x'.repeat(121) }))?.first).toBe(LISTING_MESSAGES.titleTooLong);
    expect((await problems({ ...valid, address: 'x'.repeat(301) }))?.first).toBe(LISTING_MESSAGES.addressTooLong);
  });

  it.each([
    [['2025-06-14', '2025-06-15', '2025-06-16', '2025-06-17'], LISTING_MESSAGES.tooManyDates],
    [['2025-06-14', '2025-06-16'], LISTING_MESSAGES.notConsecutive],
    [['2025-02-30'], LISTING_MESSAGES.dateInvalid],
    [['2025-06-14', 'soon'], LISTING_MESSAGES.dateInvalid],
    [[], LISTING_MESSAGES.startDateRequired],
  ])('refuses the dates %j', async (dates, message) => {
    expect((await problems({ ...valid, dates }))?.first).toBe(message);
  });

  it('sorts and de-duplicates picked dates, whose first and last are stored as start and end', async () => {
    const parsed = await listingSchema.validate({ ...valid, dates: ['2025-06-16', '2025-06-15', '2025-06-16'] });
    expect(saleDatesOf(parsed)).toEqual({ dates: ['2025-06-15', '2025-06-16'], startDate: '2025-06-15', endDate: '2025-06-16' });
  });

  it('expands startDate..endDate when no dates are picked, and stops a long range at the maximum', async () => {
    expect((await problems({ ...valid, endDate: '2025-06-30' }))?.paths.dates).toBe(LISTING_MESSAGES.tooManyDates);
    expect((await problems({ ...valid, endDate: '2025-06-13' }))?.paths.endDate).toBe(LISTING_MESSAGES.endDateBeforeStart);
    const single = await listingSchema.validate({ ...valid, endDate: '' });
    expect(single.dates).toEqual(['2025-06-14']);
  });

  it('refuses dates before today in the sale\'s zone, except those an edited sale already has', async () => {
    expect((await problems(valid, { today: '2025-06-15' }))?.paths.dates).toBe(LISTING_MESSAGES.dateInPast);
    expect(await problems(valid, { today: '2025-06-14' })).toBeUndefined();
    expect(await problems(valid, { today: '2025-06-15', keepDates: ['2025-06-14'] })).toBeUndefined();
  });

  it("refuses a sale whose last day is today once its end time has passed there, unless it already had that day", async () => {
    const today = { ...valid, startDate: '2025-06-15', endDate: '', endTime: '14:00' };
    expect((await problems(today, { today: '2025-06-15', nowTime: '14:00' }))?.paths.endTime).toBe(LISTING_MESSAGES.alreadyOver);
    expect((await problems({ ...today, dates: ['2025-06-15'] }, { today: '2025-06-15', nowTime: '15:30' }))?.paths.endTime).toBe(LISTING_MESSAGES.alreadyOver);
    expect(await problems(today, { today: '2025-06-15', nowTime: '13:59' })).toBeUndefined();
    expect(await problems(today, { today: '2025-06-15', nowTime: '15:00', keepDates: ['2025-06-15'] })).toBeUndefined(); // an edit on the day
    // Another day still to come: today's part may be over.
    expect(await problems({ ...valid, startDate: '2025-06-15', endDate: '2025-06-16' }, { today: '2025-06-15', nowTime: '20:00' })).toBeUndefined();
  });

  it('wants HH:MM times with the end after the start', async () => {
    expect((await problems({ ...valid, startTime: '9am' }))?.paths.startTime).toBe(LISTING_MESSAGES.timeInvalid);
    expect((await problems({ ...valid, endTime: '24:00' }))?.paths.endTime).toBe(LISTING_MESSAGES.timeInvalid);
    expect((await problems({ ...valid, startTime: '14:00', endTime: '14:00' }))?.paths.endTime).toBe(LISTING_MESSAGES.endTimeNotAfterStart);
  });

  it('wants coordinates in the USA or Canada', async () => {
    expect((await problems({ ...valid, latitude: undefined }))?.paths.latitude).toBe(LISTING_MESSAGES.locationRequired);
    expect((await problems({ ...valid, longitude: 'east' }))?.paths.longitude).toBe(LISTING_MESSAGES.locationRequired);
    expect((await problems({ ...valid, latitude: 48.85, longitude: 2.35 }))?.paths.longitude).toBe(LISTING_MESSAGES.outsideServiceArea);
    expect((await problems({ ...valid, latitude: -81.25, longitude: 42.98 }))?.paths.longitude).toBe(LISTING_MESSAGES.outsideServiceArea);
  });

  it('allows up to four known categories and a listed or default category', async () => {
    const five = ['Furniture', 'Books', 'Clothing', 'Electronics', 'Other'];
    expect((await problems({ ...valid, categories: five }))?.paths.categories).toBe(LISTING_MESSAGES.tooManyCategories);
    expect((await problems({ ...valid, categories: ['Cars'] }))?.paths['categories[0]']).toBe(LISTING_MESSAGES.categoryInvalid);
    expect((await problems({ ...valid, category: 'Cars' }))?.paths.category).toBe(LISTING_MESSAGES.categoryInvalid);
    expect((await problems({ ...valid, category: '' }))?.paths.category).toBe(LISTING_MESSAGES.categoryRequired);
  });

  it('accepts only one uploaded photo URL', async () => {
    const photo = '/uploads/listings/0b5c1f2e-0000-4000-8000-000000000001/6f1e2d3c-0000-4000-8000-000000000002.webp';
    expect(await problems({ ...valid, imageUrls: [photo] })).toBeUndefined();
    expect((await problems({ ...valid, imageUrls: ['https://example.org/a.jpg'] }))?.first).toBe(LISTING_MESSAGES.photoInvalid);
    expect((await problems({ ...valid, imageUrls: [photo, photo] }))?.first).toBe(LISTING_MESSAGES.tooManyPhotos);
  });
});

describe('saleCategoriesOf', () => {
  it('keeps the picked chips, or the single listed category, but never the default', () => {
    expect(saleCategoriesOf({ category: 'Books', categories: ['Books', 'Toys & Games'] })).toEqual(['Books', 'Toys & Games']);
    expect(saleCategoriesOf({ category: 'Books', categories: [] })).toEqual(['Books']);
    expect(saleCategoriesOf({ category: 'Multi-Family', categories: [] })).toEqual([]);
  });
});

describe('isInServiceArea', () => {
  it.each([
    [42.98, -81.25, true], // London, Ontario
    [61.22, -149.9, true], // Anchorage
    [21.31, -157.86, true], // Honolulu
    [18.47, -66.1, true], // San Juan
    [52.9, 173.2, true], // Attu, Aleutians
    [0, 0, false],
    [19.43, -99.13, false], // Mexico City
    [51.5, -0.12, false], // London, England
  ])('%d, %d → %s', (lat, lng, inside) => {
    expect(isInServiceArea(lat, lng)).toBe(inside);
  });
});
