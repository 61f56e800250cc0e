import { describe, expect, it } from 'vitest';
import { isSaleVisible } from '../src/sale-window';
import { hasActiveFilters, matchesCategories, matchesFilters, matchesSaleTypes, saleTypesOf } from '../src/visibility';

const regular = { isEstateSale: false, isMovingSale: false, isCommunitySale: false };
const estate = { ...regular, isEstateSale: true };
const estateAndMoving = { ...regular, isEstateSale: true, isMovingSale: true };

describe('sale-type filter', () => {
  it('counts a sale without flags as regular and one with flags as each of them', () => {
    expect(saleTypesOf(regular)).toEqual(['regular']);
    expect(saleTypesOf(estateAndMoving)).toEqual(['estate', 'moving']);
  });

  it('shows everything when nothing is selected', () => {
    expect(matchesSaleTypes(regular, [])).toBe(true);
    expect(matchesSaleTypes(estate, [])).toBe(true);
  });

  it('shows a sale of any selected type', () => {
    expect(matchesSaleTypes(regular, ['regular'])).toBe(true);
    expect(matchesSaleTypes(estate, ['regular'])).toBe(false);
    expect(matchesSaleTypes(estateAndMoving, ['moving'])).toBe(true);
    expect(matchesSaleTypes(estateAndMoving, ['community', 'regular'])).toBe(false);
  });
});

describe('category filter', () => {
  const sale = { category: 'Multi-Family', categories: ['Books', 'Furniture'] };

  it('shows everything when nothing is selected', () => {
    expect(matchesCategories(sale, [])).toBe(true);
  });

  it('needs one of the sale\'s categories (or its single category) to be selected', () => {
    expect(matchesCategories(sale, ['Furniture'])).toBe(true);
    expect(matchesCategories(sale, ['Toys & Games'])).toBe(false);
    expect(matchesCategories({ category: 'Books' }, ['Books'])).toBe(true);
    expect(matchesCategories({ category: 'Books', categories: null }, ['Clothing'])).toBe(false);
  });

  it('combines both filters and reports whether any is active', () => {
    const filters = { saleTypes: ['estate' as const], categories: ['Books'] };
    expect(hasActiveFilters({ saleTypes: [], categories: [] })).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(matchesFilters({ ...estate, ...sale }, filters)).toBe(true);
    expect(matchesFilters({ ...regular, ...sale }, filters)).toBe(false);
  });
});

describe('isSaleVisible', () => {
  // A two-day sale in Vancouver (UTC-7 in June), 08:00 to 14:00.
  const sale = {
    startDate: '2025-06-14',
    endDate: '2025-06-15',
    dates: ['2025-06-14', '2025-06-15'],
    startTime: '08:00',
    endTime: '14:00',
    timeZone: 'America/Vancouver',
  };

  it('shows a sale whose dates are still to come, and on its last day until 30 minutes after the end', () => {
    expect(isSaleVisible(sale, new Date('2025-06-10T12:00:00Z'))).toBe(true);
    expect(isSaleVisible(sale, new Date('2025-06-15T21:30:00Z'))).toBe(true); // 14:30 in Vancouver
    expect(isSaleVisible(sale, new Date('2025-06-15T21:30:01Z'))).toBe(false);
  });

  it('judges the time in the sale\'s zone, not the viewer\'s', () => {
    const toronto = { ...sale, timeZone: 'America/Toronto' }; // UTC-4: ends 18:00Z, hidden after 18:30Z
    expect(isSaleVisible(toronto, new Date('2025-06-15T18:30:00Z'))).toBe(true);
    expect(isSaleVisible(toronto, new Date('2025-06-15T19:00:00Z'))).toBe(false);
    expect(isSaleVisible(sale, new Date('2025-06-15T19:00:00Z'))).toBe(true);
  });

  it('keeps the grace past midnight for a late sale', () => {
    const late = { ...sale, dates: ['2025-06-14'], endDate: '2025-06-14', endTime: '23:45' };
    expect(isSaleVisible(late, new Date('2025-06-15T07:10:00Z'))).toBe(true); // 00:10 the next day
    expect(isSaleVisible(late, new Date('2025-06-15T07:16:00Z'))).toBe(false);
  });

  it('uses startDate/endDate and the default times when dates or times are missing', () => {
    const bare = { startDate: '2025-06-14', timeZone: 'America/Vancouver' }; // ends 17:00 local, 00:00Z
    expect(isSaleVisible(bare, new Date('2025-06-15T00:30:00Z'))).toBe(true);
    expect(isSaleVisible(bare, new Date('2025-06-15T00:31:00Z'))).toBe(false);
  });

  it('never shows a listing without a start date, and keeps one it cannot read', () => {
    expect(isSaleVisible({ ...sale, startDate: null }, new Date('2025-06-10T12:00:00Z'))).toBe(false);
    expect(isSaleVisible({ ...sale, endTime: 'late' }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isSaleVisible({ ...sale, timeZone: 'Mars/Olympus' }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
