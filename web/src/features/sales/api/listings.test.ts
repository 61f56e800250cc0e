import { describe, expect, it } from 'vitest';
import { listingSearchParams } from './listings';

const none = { saleTypes: [], categories: [] };

describe('listingSearchParams', () => {
  it('asks for a map viewport as west,south,east,north', () => {
    expect(listingSearchParams({ bbox: [-81.3, 42.9, -81.2, 43.0] }, none)).toEqual({ bbox: '-81.3,42.9,-81.2,43' });
  });

  it('asks for the sales nearest a point, with a radius and page size when given', () => {
    expect(listingSearchParams({ near: { lat: 45.42, lng: -75.69 } }, none)).toEqual({ near: '45.42,-75.69' });
    expect(listingSearchParams({ near: { lat: 45.42, lng: -75.69 } }, none, { radiusKm: 10, limit: 50 })).toEqual({
      near: '45.42,-75.69',
      radiusKm: '10',
      limit: '50',
    });
  });

  it('sends chosen sale types and categories as comma lists, nothing when none is chosen', () => {
    const params = listingSearchParams({ near: { lat: 1, lng: 2 } }, { saleTypes: ['estate', 'regular'], categories: ['Books', 'Home & Garden'] });
    expect(params).toEqual({ near: '1,2', types: 'estate,regular', categories: 'Books,Home & Garden' });
    expect(new URLSearchParams(params).toString()).toContain('categories=Books%2CHome+%26+Garden');
  });
});
