// The mark is drawn in three places: the app (AppLogo), the boot screen (index.html) and the icon
// file (public/favicon.svg). They must stay one drawing.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AppLogo } from './app-logo';

const webDir = path.resolve(__dirname, '../../..');
/** The shapes inside the first `<svg>` of some markup, each closed as `/>` (React writes `<rect …></rect>`). */
const shapesOf = (markup: string) => {
  const inner = /<svg[^>]*>([\s\S]*?)<\/svg>/.exec(markup)?.[1];
  if (inner === undefined) throw new Error('no <svg> element');
  return inner.replace(/\s*\/>|><\/\w+>/g, '/>').trim();
};

it('draws the same shapes as the icon file and the boot screen', () => {
  const app = shapesOf(renderToStaticMarkup(<AppLogo />));
  expect(app).toContain('<rect');
  expect(app).toBe(shapesOf(fs.readFileSync(path.join(webDir, 'public/favicon.svg'), 'utf8')));
  expect(app).toBe(shapesOf(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8')));
});

it('is decoration: hidden from screen readers, at the size asked for, which a long title beside it does not shrink', () => {
  const markup = renderToStaticMarkup(<AppLogo size={56} />);
  expect(markup).toMatch(/^<svg[^>]* width="56" height="56"[^>]* aria-hidden="true"/);
  expect(markup).toMatch(/^<svg[^>]* style="flex-shrink:0"/);
});
