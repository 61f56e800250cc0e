// Uploads a hostile client could send: truncated, lying about their size, not images at all, or
// multipart bodies that are themselves broken. Each is refused with a 4xx, never a 5xx or a hang.
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/accounts';
import type { ApiClient } from './support/client';
import { createUser } from './support/factories';
import { formData, jpegWithGps } from './support/images';
import { LEAK } from './support/hostile';

const context = useTestServer();
let client: ApiClient;
let jpeg: Buffer;
let png: Buffer;
/** A real, whole PNG of 6000 × 6000 pixels (36 MP) in a few hundred KB: cheap to send, dear to decode. */
let hugePng: Buffer;

beforeAll(async () => {
  client = (await createUser(context.server.database.db, context.server.url)).client;
  jpeg = await jpegWithGps(320, 240);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
  hugePng = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#123456' } }).png({ compressionLevel: 9 }).toBuffer();
});

/** CRC-32 as PNG chunks use it, so a forged header is still a well-formed PNG. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG whose header claims width × height pixels: a decompression bomb's first step. */
function pngClaiming(width: number, height: number): Buffer {
  const forged = Buffer.from(png);
  forged.writeUInt32BE(width, 16); // IHDR data starts after the signature (8), length (4) and type (4)
  forged.writeUInt32BE(height, 20);
  forged.writeUInt32BE(crc32(forged.subarray(12, 29)), 29);
  return forged;
}

/** Built when a test runs: the photos they cut are made in beforeAll. */
const HOSTILE_FILES: { name: string; type: string; bytes: () => Buffer }[] = [
  { name: 'truncated JPEG', type: 'image/jpeg', bytes: () => jpeg.subarray(0, jpeg.length >> 1) },
  { name: 'JPEG header only', type: 'image/jpeg', bytes: () => jpeg.subarray(0, 20) },
  { name: 'PNG claiming 100000×100000', type: 'image/png', bytes: () => pngClaiming(100_000, 100_000) },
  { name: 'PNG claiming 2^31×1', type: 'image/png', bytes: () => pngClaiming(2 ** 31 - 1, 1) },
  { name: 'whole PNG of 36 megapixels', type: 'image/png', bytes: () => hugePng },
  { name: 'text called a JPEG', type: 'image/jpeg', bytes: () => Buffer.from('hello, I am not a photo') },
  { name: 'SVG called a PNG', type: 'image/png', bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { name: 'empty file', type: 'image/jpeg', bytes: () => Buffer.alloc(0) },
  { name: 'a PDF', type: 'application/pdf', bytes: () => Buffer.from('%PDF-1.4\n') },
];

const UPLOADS = [
  { path: '/api/listings/photo', method: 'POST', field: 'photo' },
  { path: '/api/users/profile', method: 'PATCH', field: 'avatar' },
];

describe.each(UPLOADS)('$method $path', ({ path, method, field }) => {
  it.each(HOSTILE_FILES)('refuses a $name with a 4xx', async ({ type, bytes }) => {
    const response = await client.fetch(path, { method, body: formData({}, [{ field, type, bytes: bytes() }]) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(LEAK);
  });

  it('refuses random bytes, and random cuts of a real photo, with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 4096 }), fc.nat(jpeg.length - 1).map((end) => new Uint8Array(jpeg.subarray(0, end)))), async (bytes) => {
        const response = await client.fetch(path, { method, body: formData({}, [{ field, type: 'image/jpeg', bytes: Buffer.from(bytes) }]) });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\nabc`],
    ['a multipart body cut short', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`],
    ['malformed part headers', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition\r\n\r\n--x--'],
  ])('answers %s without a 5xx (the photo upload, which needs its file, with a 4xx)', async (_name, type, body) => {
    const response = await client.fetch(path, { method, headers: { 'Content-Type': type }, body });
    expect(response.status).toBeLessThan(500);
    if (field === 'photo') expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
