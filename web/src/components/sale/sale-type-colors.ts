import type { SaleType } from '@yardsale/core/constants';

/** One colour per sale type (SPEC section 9), shared by the map markers and the sale-type badges. */
export const SALE_TYPE_COLORS: Record<SaleType, string> = {
  estate: '#FACC15',
  moving: '#1D4ED8',
  community: '#BE185D',
  regular: '#7C3AED',
};

/** Text drawn on SALE_TYPE_COLORS: chosen for a contrast of at least 4.5:1 (WCAG AA). */
export const SALE_TYPE_TEXT_COLORS: Record<SaleType, string> = {
  estate: '#1F2937',
  moving: '#FFFFFF',
  community: '#FFFFFF',
  regular: '#FFFFFF',
};
