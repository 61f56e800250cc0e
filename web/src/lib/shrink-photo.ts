/** Longest side sent to the server; more is wasted on a phone screen and on a weak network. */
const MAX_SIDE_PX = 2048;
const JPEG_QUALITY = 0.85;

/**
 * Redraws a picked photo at most 2048 px wide or tall as JPEG before upload. Drawing keeps only
 * pixels, so the camera's GPS position never leaves the phone; the server re-encodes again anyway.
 * A format the browser cannot decode is sent as it is for the server to judge (the pickers refuse
 * such files first: canDrawPhoto).
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return blob ?? file;
}

/**
 * Whether this browser can draw `file` as a picture. A damaged file cannot, nor HEIC outside Safari,
 * which the server cannot read either: the pickers refuse those at once rather than at upload.
 */
export async function canDrawPhoto(file: Blob): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
