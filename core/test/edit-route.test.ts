import { describe, expect, it } from 'vitest';
import { editRouteFor } from '../src/edit-route';

describe('editRouteFor', () => {
  it('sends an item with a price and no dates or start time to /add-listing', () => {
    expect(editRouteFor({ id: 'c1', price: '25.00' })).toBe('/add-listing?edit=c1');
    expect(editRouteFor({ id: 'c2', price: 0, dates: [], startTime: null })).toBe('/add-listing?edit=c2');
  });

  it('sends a yard sale, or anything with dates or a start time, to /post', () => {
    expect(editRouteFor({ id: 's1', dates: ['2026-06-01'], startTime: '09:00' })).toBe('/post?edit=s1');
    expect(editRouteFor({ id: 's2', price: '5', startDate: '2026-06-01' })).toBe('/post?edit=s2');
    expect(editRouteFor({ id: 's3', price: '5', startTime: '09:00' })).toBe('/post?edit=s3');
    expect(editRouteFor({ id: 's4' })).toBe('/post?edit=s4');
  });

  it('escapes the id', () => {
    expect(editRouteFor({ id: 'a b&c' })).toBe('/post?edit=a%20b%26c');
  });
});
