import { describe, expect, it } from 'vitest';
import { saleImageSource } from './sale-image-source';

describe('saleImageSource', () => {
  it('has nothing to show without a URL', () => {
    expect(saleImageSource(null)).toEqual({ kind: 'none' });
    expect(saleImageSource(undefined)).toEqual({ kind: 'none' });
    expect(saleImageSource('  ')).toEqual({ kind: 'none' });
  });

  it('cannot show a blob: preview from another browser', () => {
    expect(saleImageSource('blob:https://example.com/3f2a')).toEqual({ kind: 'unavailable' });
  });

  it('loads a stored photo', () => {
    expect(saleImageSource('/uploads/listings/a.webp')).toEqual({ kind: 'url', url: '/uploads/listings/a.webp' });
  });
});
