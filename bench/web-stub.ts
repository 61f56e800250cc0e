// The web benchmark's local stub server (bench/web-bench.ts): map tiles (one blank 256 × 256 PNG for
// every tile, so no figure depends on the internet) and the static control page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 256 × 256 PNG of one colour (OpenStreetMap's land colour), about 100 bytes. */
export function blankTile(rgb: [number, number, number] = [242, 239, 233]): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(pixels, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The control: a small self-contained page (no script, no web font, no image) of about the size of
 * the FAQ's text. On the same machine in the same run it should score 100: if it does not, the
 * machine is the cause, not the app.
 */
export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page measured next to the app as a control.">
<meta name="theme-color" content="#2e7d32">
<link rel="icon" href="data:,">
<title>Control page</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #fff; }
  header { background: #2e7d32; color: #fff; padding: 12px 16px; }
  main { padding: 16px; max-width: 40rem; margin: auto; }
  h1 { font-size: 1.25rem; margin: 0; }
  h2 { font-size: 1.1rem; }
</style>
</head>
<body>
<header><h1>Yard sales near you</h1></header>
<main>
${Array.from({ length: 6 }, (_, i) => `<h2>Question ${i + 1}</h2>
<p>A yard sale is a sale of used goods held by a household on its own yard, driveway or garage. Sellers post
the address, the dates and the hours; buyers find the sales near them on a map or in a list and plan a
route for the morning.</p>`).join('\n')}
</main>
</body>
</html>
`;

export interface StubServer {
  origin: string;
  /** The tile URL template for the app's TILE_URL. */
  tileUrl: string;
  controlUrl: string;
  tilesServed(): number;
  close(): Promise<void>;
}

/** Starts the stub on a free loopback port. */
export async function startStubServer(): Promise<StubServer> {
  const tile = blankTile();
  let tiles = 0;
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url)) {
      tiles++;
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length, 'cache-control': 'public, max-age=86400' });
      response.end(tile);
    } else if (url === '/control') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(CONTROL_PAGE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    tileUrl: `${origin}/tiles/{z}/{x}/{y}.png`,
    controlUrl: `${origin}/control`,
    tilesServed: () => tiles,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
