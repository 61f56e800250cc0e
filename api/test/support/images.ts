// Images and multipart bodies for upload tests.
import sharp from 'sharp';

/** A JPEG photo as a phone writes it: with EXIF, including where it was taken. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7d3a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 59/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 15/1 0/1' },
    })
    .toBuffer();
}

/** A valid PNG of noise, which does not compress: about 3 bytes per pixel. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface FilePart {
  field?: string;
  name?: string;
  type: string;
  bytes: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function formData(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes;
    form.append(file.field ?? 'avatar', new Blob([new Uint8Array(bytes)], { type: file.type }), file.name ?? 'photo');
  }
  return form;
}
