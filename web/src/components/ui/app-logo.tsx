/**
 * The app's mark, drawn in the page. As an `<img>` of /favicon.svg it was a document of its own that
 * the browser built, styled and rastered on the main thread at first load (about 75 ms unthrottled
 * in Lighthouse's trace of /auth). public/favicon.svg and index.html's boot screen draw the same
 * shapes (app-logo.test.tsx). The page's icon is public/favicon-48.png, rendered from favicon.svg
 * (with sharp, at 48 px): Chromium fetches and decodes a page's icon in the page's own process, and
 * an SVG icon was again a document of its own (a 65–96 ms task in Lighthouse's traces of /find).
 */
export function AppLogo({ size = 40 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} style={{ flexShrink: 0 }} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2e7d32" />
      <path d="M32 12 10 30h6v20h32V30h6z" fill="#fff" />
      <path d="M26 36h12l-2 14h-8z" fill="#f9a825" />
      <circle cx="32" cy="28" r="4" fill="#2e7d32" />
    </svg>
  );
}
