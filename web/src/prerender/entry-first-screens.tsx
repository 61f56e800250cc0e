// Built for Node by scripts/lib/prerender.mjs into web/dist-server and run by the API at request time
// (api/src/plugins/first-screens.ts): a screen's first cards for a guest's position, drawn by the
// app's own components, shown before the app runs (decision 0032).
import type { Listing } from '@yardsale/core/api-types';
import { DEFAULT_UNITS } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { SaleGrid } from '@/features/sales/find/sale-grid';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithStyles } from './render-with-styles';

const ignore = () => undefined;
// A guest with favorites is sent the app instead (the page loader): none of these is one.
const notFavorite = () => false;

/** Find's grid of `listings` (its first screenful) as a guest sees it from `center`, with its styles. */
export async function renderFindFirstScreen(listings: Listing[], center: LatLng): Promise<string> {
  await loadNamespaces(SCREEN_NAMESPACES.find);
  const { html, styles } = renderWithStyles(
    <SaleGrid listings={listings} center={center} units={DEFAULT_UNITS} isFavorite={notFavorite} onToggleFavorite={ignore} onOpen={ignore} />,
    { globals: false },
  );
  return styles + html;
}
