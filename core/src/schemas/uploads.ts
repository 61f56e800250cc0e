import '../contract/yup-locale';
import { mixed } from 'yup';

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
