export const PIN_SIZE = { width: 28, height: 40 } as const;

export type PinSymbol = 'dot' | 'heart';

/**
 * A map pin as inline SVG, any colour, so sale types can be told apart at a glance: drawn by
 * Leaflet's div icons (pin-icon.ts) and by the server's first screen of the map (static-sales-map.tsx).
 * Its tip is the bottom centre.
 */
export function pinSvg(color: string, symbol: PinSymbol = 'dot'): string {
  const inner =
    symbol === 'heart'
      ? '<path d="M14 22l-1-1c-3.6-3.2-6-5.4-6-8a3.8 3.8 0 0 1 7-2.1A3.8 3.8 0 0 1 21 13c0 2.6-2.4 4.8-6 8z" fill="#fff"/>'
      : '<circle cx="14" cy="14" r="5" fill="#fff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_SIZE.width}" height="${PIN_SIZE.height}" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${color}" stroke="#1f1f1f" stroke-opacity=".35"/>${inner}</svg>`;
}
