// Built for Node by scripts/lib/prerender.mjs into web/dist-server and run by the API at request time
// (api/src/plugins/first-screens.ts): a screen's first cards for a guest's position, drawn by the
// app's own components, shown before the app runs (decision 0032); and the map of /home (decision 0034).
import type { ClassifiedsPage, Listing } from '@yardsale/core/api-types';
import { DEFAULT_UNITS } from '@yardsale/core/constants';
import { measuredFrom, type LatLng } from '@yardsale/core/geo';
import type { FindPlaceNoteProps } from '@yardsale/core/first-screen';
import type { MapPicture } from '@yardsale/core/map-frame';
import type { ReactNode } from 'react';
import { SCREEN_NAMESPACES, type ScreenName } from '@/app/screen-namespaces';
import { ClassifiedsShown } from '@/features/classifieds/components/classifieds-shown';
import { FindPlaceNote } from '@/features/sales/find/find-place-note';
import { SaleGrid } from '@/features/sales/find/sale-grid';
import { StaticSalesMap } from '@/features/sales/map/static-sales-map';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithStyles } from './render-with-styles';

const ignore = () => undefined;
// A guest with favorites is sent the app instead (the page loader): none of these is one.
const notFavorite = () => false;

/** `element` of `screen` with the styles the page does not have yet (the baseline it has). */
async function firstScreen(screen: ScreenName, element: ReactNode): Promise<string> {
  await loadNamespaces(SCREEN_NAMESPACES[screen]);
  const { html, styles } = renderWithStyles(element, { globals: false });
  return styles + html;
}

/**
 * Find's grid of `listings` (its first screenful) as a guest sees it from `center`, measured as the
 * app measures; under the note naming where that is when it is not the guest's position.
 */
export const renderFindFirstScreen = (listings: Listing[], center: LatLng, note?: FindPlaceNoteProps): Promise<string> =>
  firstScreen(
    'find',
    <>
      {note && <FindPlaceNote {...note} onChoose={ignore} />}
      <SaleGrid listings={measuredFrom(center, listings)} units={DEFAULT_UNITS} isFavorite={notFavorite} onToggleFavorite={ignore} onOpen={ignore} />
    </>,
  );

/** /classifieds' count and grid of its first page, as a guest sees it, fetched `now`. */
export const renderClassifiedsFirstScreen = ({ classifieds, nextCursor }: ClassifiedsPage, now: number): Promise<string> =>
  firstScreen('classifieds', <ClassifiedsShown classifieds={classifieds} more={nextCursor !== null} units={DEFAULT_UNITS} now={now} stale={false} onOpen={ignore} />);

/** /home's map as Leaflet will draw it for a guest: its tiles, pins and clusters placed by core/map-frame.ts. */
export const renderHomeFirstScreen = (map: MapPicture): Promise<string> => firstScreen('home', <StaticSalesMap {...map} />);
