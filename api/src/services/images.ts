import sharp from 'sharp';
import { PHOTO_NOT_READABLE } from '@yardsale/core/schemas/validation-messages';
import { invalid } from '@/services/errors';

// sharp also reads SVG, TIFF and more: only ordinary photo formats are accepted.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// The app sends photos shrunk to 2048 px (4.2 MP); a phone's full 24 MP photo (5712 × 4284, sent
// as it is when the browser cannot redraw it) still passes. Decoding 49 MP took 1.4 s and 100 MB for
// a 143 KB file.
const MAX_INPUT_PIXELS = 30_000_000;

/**
 * Re-encodes an uploaded image: applies its orientation, resizes, and writes a fresh WebP. The
 * output carries no EXIF, GPS, XMP or IPTC metadata, so a photo never reveals where it was taken.
 */
export async function reencodeImage(input: Buffer, size: { width: number; height: number; fit: 'cover' | 'inside' }): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw invalid(PHOTO_NOT_READABLE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid(PHOTO_NOT_READABLE);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...size, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // HEIC from iPhones decodes only with a libheif build that sharp's prebuilt binaries lack.
    throw invalid(PHOTO_NOT_READABLE);
  }
}
