import '../contract/yup-locale';
import { mixed } from 'yup';

/**
 * Photo types a sale's or an item's upload takes; the content is checked again when decoded. HEIC
 * from iPhones is taken for a server whose image library can decode it; the prebuilt one cannot, and
 * refuses it then as not readable (the app redraws photos as JPEG where the browser can).
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'] as const;

/** An avatar is sent as chosen, never redrawn, so HEIC is refused before the upload rather than after it. */
export const AVATAR_TYPES = PHOTO_TYPES.filter((type) => type !== 'image/heic' && type !== 'image/heif');

/** A file part of a multipart body (the API puts each file under its field name). */
export interface UploadedFilePart {
  fieldname: string;
  mimetype: string;
  buffer: Uint8Array;
}

const isFilePart = (value: unknown): value is UploadedFilePart =>
  typeof value === 'object' && value !== null && 'buffer' in value && value.buffer instanceof Uint8Array;

/** A file field: documented as binary; text in its place is refused with `message`. */
export const fileField = (message: string) =>
  mixed<UploadedFilePart>((value): value is UploadedFilePart => isFilePart(value))
    .typeError(message)
    .meta({ jsonSchema: { type: 'string', format: 'binary' } });
