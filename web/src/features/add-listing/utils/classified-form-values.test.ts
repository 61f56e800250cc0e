import type { Classified } from '@yardsale/core/api-types';
import { describe, expect, it } from 'vitest';
import { emptyClassifiedForm, formDataOf, formFromClassified, type ClassifiedFormState } from './classified-form-values';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('formDataOf', () => {
  it('orders kept URLs and new:N files as the seller arranged them', () => {
    const values: ClassifiedFormState = {
      ...emptyClassifiedForm,
      title: ' Bike ',
      description: 'Blue',
      condition: 'Good',
      category: 'Sports & Outdoors',
      price: '',
      tags: ['Housing', 'Sports & Outdoors'],
      address: 'Perth, ON',
      location: { latitude: 44.9, longitude: -76.25 },
      locationVerified: true,
      photos: [
        { kind: 'new', key: '1', file: file('a.png'), previewUrl: 'blob:a' },
        { kind: 'kept', url: '/uploads/c/1.webp', thumbnailUrl: '/uploads/c/1-t.webp' },
        { kind: 'new', key: '2', file: file('b.png'), previewUrl: 'blob:b' },
      ],
    };
    const shrunk = [new Blob(['a'], { type: 'image/jpeg' }), new Blob(['b'], { type: 'image/jpeg' })];
    const form = formDataOf(values, shrunk);
    expect(form.get('title')).toBe('Bike');
    expect(form.get('price')).toBe('0');
    expect(form.get('categories')).toBe('["Housing"]');
    expect(form.get('customAddress')).toBe('Perth, ON');
    expect(form.get('latitude')).toBe('44.9');
    expect(form.get('imageUrls')).toBe('["new:0","/uploads/c/1.webp","new:1"]');
    expect(form.getAll('images').map((image) => (image as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });
});

describe('formFromClassified', () => {
  it('keeps the photos, the verified address and the extra categories', () => {
    const classified = {
      id: 'c1',
      title: 'Sofa',
      description: 'Grey',
      price: '250.00',
      condition: 'Like New',
      category: 'Furniture',
      categories: ['Furniture', 'Housing'],
      location: '5 Bridge St, Carleton Place, ON',
      area: 'Carleton Place, ON',
      latitude: 45.13,
      longitude: -76.15,
      imageUrls: ['/u/1.webp', '/u/2.webp'],
      thumbnailUrls: ['/u/1-t.webp', '/u/2-t.webp'],
    } as Classified;
    const values = formFromClassified(classified);
    expect(values).toMatchObject({ price: '250', tags: ['Housing'], address: '5 Bridge St, Carleton Place, ON', locationVerified: true });
    expect(values.photos).toEqual([
      { kind: 'kept', url: '/u/1.webp', thumbnailUrl: '/u/1-t.webp' },
      { kind: 'kept', url: '/u/2.webp', thumbnailUrl: '/u/2-t.webp' },
    ]);
  });
});
