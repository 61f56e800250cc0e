// Demo photos drawn on the spot (no network, nothing to ship).
import sharp from 'sharp';

const PHOTO_COLOURS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#c1121f', '#7b2cbf', '#2a9d8f'];

/** A small colourful picture drawn on the spot (no network, nothing to ship), as a phone JPEG. */
export function demoPhoto(caption: string, index: number): Promise<Buffer> {
  const [background = '#fff', accent, third] = [0, 3, 5].map((step) => PHOTO_COLOURS[(index + step) % PHOTO_COLOURS.length]);
  // Whole words that fit the width; the characters SVG would read as markup are dropped.
  let title = '';
  for (const word of caption.replace(/[<>&'"]/g, '').split(' ')) {
    if (`${title} ${word}`.trim().length > 28) break;
    title = `${title} ${word}`.trim();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <circle cx="${120 + (index * 53) % 400}" cy="170" r="110" fill="${accent}"/>
    <rect x="${300 - (index * 37) % 200}" y="230" width="260" height="170" rx="24" fill="${third}"/>
    <text x="32" y="448" font-family="sans-serif" font-size="34" font-weight="bold" fill="#ffffff">${title}</text>
  </svg>`;
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}
