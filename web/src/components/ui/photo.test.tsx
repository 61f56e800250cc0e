// What a photo slot shows as its addresses load, fail, or change.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Photo } from './photo';

afterEach(cleanup);

const missingText = { none: 'No image', unavailable: 'Image not available' };
const photo = () => screen.getByRole('img', { name: 'Porch sale' }) as HTMLImageElement;

it('shows the card-sized copy, then the photo itself when the copy fails, then says it is not available', () => {
  render(<Photo url="/uploads/a.thumb.webp" fallbackUrl="/uploads/a.webp" alt="Porch sale" missingText={missingText} />);
  expect(photo().getAttribute('src')).toBe('/uploads/a.thumb.webp');
  fireEvent.error(photo());
  expect(photo().getAttribute('src')).toBe('/uploads/a.webp');
  fireEvent.error(photo());
  expect(screen.getByRole('img', { name: 'Image not available' })).toBeTruthy();
});

it('says there is no image, and a preview that only lived in the seller\'s browser is not available', () => {
  const { rerender } = render(<Photo url={null} alt="Porch sale" missingText={missingText} />);
  expect(screen.getByRole('img', { name: 'No image' })).toBeTruthy();
  rerender(<Photo url="blob:http://localhost/preview" alt="Porch sale" missingText={missingText} />);
  expect(screen.getByRole('img', { name: 'Image not available' })).toBeTruthy();
});

it('forgets an address that failed once the photo changes: a new photo loads, a removed one is no image', () => {
  const { rerender } = render(<Photo url="/uploads/a.webp" alt="Porch sale" missingText={missingText} />);
  fireEvent.error(photo());
  expect(screen.getByRole('img', { name: 'Image not available' })).toBeTruthy();
  rerender(<Photo url="/uploads/b.webp" alt="Porch sale" missingText={missingText} />);
  expect(photo().getAttribute('src')).toBe('/uploads/b.webp');
  rerender(<Photo url={null} alt="Porch sale" missingText={missingText} />);
  expect(screen.getByRole('img', { name: 'No image' })).toBeTruthy();
});

it('shows only its icon when too small for words, and still says what it stands for', () => {
  const { rerender } = render(<Photo url={null} alt="Porch sale" missingText={missingText} />);
  expect(screen.getByRole('img', { name: 'No image' }).textContent).toBe('No image');
  rerender(<Photo url={null} alt="Porch sale" missingText={missingText} small />);
  expect(screen.getByRole('img', { name: 'No image' }).textContent).toBe('');
});
