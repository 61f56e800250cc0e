import { Box } from '@mui/material';
import { MAP, POLLING_MS, TIMINGS_MS } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import type { Bbox } from '@yardsale/core/listing-query';
import { SALE_LINK_PARAM } from '@yardsale/core/listing-links';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BaseMap } from '@/components/map/base-map';
import { useReplayedFirstScreenPin } from '@/components/ui/first-screen-slot';
import { useCurrentUser } from '@/lib/auth';
import { useNextTaskReached } from '@/lib/use-next-task-reached';
import { useSearchParam } from '@/lib/use-search-param';
import { ListingSheetById, listingSheetCode } from '../components/lazy-listing-sheet';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { usePrefetchAfterLoad } from '@/lib/use-prefetch-after-load';
import { useFavorites } from '../hooks/use-favorites';
import { searchFiltersOf } from '../api/search-filters';
import { useSaleFilters } from '../hooks/use-sale-filters';
import { EARLY_ANSWER_FRESH_MS } from '@/lib/early-request';
import { useBrowsePlace } from '@/lib/browse-place-store';
import { useFreshDialog } from '@/lib/use-fresh-dialog';
import { BrowsePlaceDialog } from '@/components/place/lazy-browse-place-dialog';
import { fixIsFresh } from '@/lib/location/location-store';
import { useUserLocation, type LocationPermission } from '@/lib/location/use-user-location';
import { ListingMarkers } from './listing-markers';
import { LocationRequiredDialog } from './lazy-location-required-dialog';
import { MapReady, TabStopsInView, ViewportWatcher } from './map-handles';
import { WatchAreaDialog } from '../components/lazy-watch-area-dialog';
import { MapNotice, RecenterButton, SkipMapButton, WatchAreaButton } from './map-overlays';
import { MAP_STYLE } from './map-style';
import { UserDot } from './user-dot';
import { useViewportMarkers } from './use-viewport-markers';

interface MapView {
  center: LatLng;
  zoom: number;
  /** Opened on a fix just taken, where the automatic recentre would take it: it is not needed. */
  onFreshFix: boolean;
}

/**
 * On the user's fix when one is known (taken with the screen's code, or on an earlier screen), at the
 * recentre zoom: the tiles load once, not at the default view and again a second later. A fix older
 * than an early answer may serve (the user may have moved) is refreshed by the automatic recentre.
 * Without a fix, on the place chosen instead (decision 0088), as on a fix.
 */
function initialViewOf(fix: LatLng | null, place: LatLng | null): MapView {
  if (fix) return { center: fix, zoom: MAP.recenterZoom, onFreshFix: fixIsFresh(EARLY_ANSWER_FRESH_MS) };
  return place ? { center: place, zoom: MAP.recenterZoom, onFreshFix: false } : { center: MAP.defaultCenter, zoom: MAP.defaultZoom, onFreshFix: false };
}

/** Without a position, the map goes to a place chosen instead (decision 0088) as it would to a fix. */
function useCenterOnPlace(map: RefObject<LeafletMap | null>, place: LatLng | null) {
  useEffect(() => {
    if (place) map.current?.setView(place, MAP.recenterZoom);
  }, [map, place]);
}

/**
 * Signed-in users are asked for their location automatically 1 s after the map opens (SPEC section 4);
 * a guest who already granted it gets the map centred on them the same way, without a prompt. A map
 * that opened on a fix just taken is already where the recentre would take it.
 */
function useAutomaticLocationPrompt(locate: () => void, permission: LocationPermission, allowed: boolean) {
  const { data: user } = useCurrentUser();
  const automatic = allowed && (Boolean(user) || permission === 'granted');
  useEffect(() => {
    if (!automatic) return;
    const timer = setTimeout(locate, TIMINGS_MS.autoLocationPrompt);
    return () => clearTimeout(timer);
  }, [automatic, locate]);
}

interface SalesMapProps {
  /** False while another question is on screen: the location dialog waits for it. */
  askForLocation: boolean;
  /** The first view's tiles and pins are drawn (or failed to load): the server's picture of the map may go. */
  onDrawn?: () => void;
}

/**
 * True once the first view's tiles have loaded (or failed) and its pins have arrived (or failed):
 * what a picture of the map drawn before it (decision 0034) waits for before it gives way.
 */
function useFirstViewDrawn(pinsAnswered: boolean, onDrawn: (() => void) | undefined) {
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const drawn = tilesLoaded && pinsAnswered;
  useEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);
  return { drawn, onTilesLoaded: useCallback(() => setTilesLoaded(true), []) };
}

/**
 * The /home map: sales in view, the user's dot, the recentre button and the location dialog, which
 * waits while `askForLocation` is false.
 */
export function SalesMap({ askForLocation, onDrawn }: SalesMapProps) {
  const { t } = useTranslation('home');
  const location = useUserLocation();
  const { filters, active: filtered } = useSaleFilters();
  const { favoriteIds } = useFavorites(POLLING_MS.homeFavorites);
  const [bbox, setBbox] = useState<Bbox | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // /home?sale={id}: where a guest who tapped Message Seller on a pin's sheet comes back to once signed in.
  const [linkedId, setLinkedId] = useSearchParam(SALE_LINK_PARAM);
  const shownId = selectedId ?? linkedId;
  const [watchedCenter, setWatchedCenter] = useState<LatLng | null>(null);
  const { markers, truncated, answered, empty } = useViewportMarkers(bbox, searchFiltersOf(filters));
  const mapRef = useRef<LeafletMap | null>(null);
  const watchAreaButton = useRef<HTMLButtonElement>(null);
  const place = useBrowsePlace();
  const placeDialog = useFreshDialog();
  const [initialView] = useState<MapView>(() => initialViewOf(location.position, place));

  const { locate } = location;
  const centerOn = useCallback((position: LatLng) => mapRef.current?.setView(position, MAP.recenterZoom), []);
  const locateAndCenter = useCallback(
    async (timeoutMs: number) => {
      const position = await locate(timeoutMs);
      if (position) centerOn(position);
    },
    [locate, centerOn],
  );
  const locateAutomatically = useCallback(() => void locateAndCenter(MAP.locationTimeoutHomeMs), [locateAndCenter]);
  // Not for someone who refused their position and chose a place instead: the refusal would be toasted at every visit.
  const placeInsteadOfRefused = place !== null && location.permission === 'denied';
  useAutomaticLocationPrompt(locateAutomatically, location.permission, askForLocation && !initialView.onFreshFix && !placeInsteadOfRefused);
  usePrefetchAfterLoad(listingSheetCode);
  // The map and its tiles (the page's largest paint) first; the sales' pins, the user's dot and the
  // viewport's fetch in a task after it, so the task that creates the map stays short on a slow phone.
  const pinsShown = useNextTaskReached();
  const onReady = useCallback((map: LeafletMap) => {
    mapRef.current = map;
  }, []);
  const { drawn, onTilesLoaded } = useFirstViewDrawn(answered, onDrawn);
  useCenterOnPlace(mapRef, location.position ? null : place);
  useReplayedFirstScreenPin(drawn, setSelectedId);
  const askingForLocation = askForLocation && location.permission !== 'checking' && location.permission !== 'granted' && !location.position && !place && !placeDialog.open;

  return (
    <Box sx={{ position: 'relative' }}>
      <SkipMapButton onSkip={() => watchAreaButton.current?.focus()} />
      <BaseMap center={initialView.center} zoom={initialView.zoom} style={MAP_STYLE} label={t('mapLabel')} onTilesLoaded={onTilesLoaded}>
        <MapReady onReady={onReady} />
        {pinsShown && (
          <>
            <ViewportWatcher onChange={setBbox} />
            <TabStopsInView />
            <ListingMarkers markers={markers} favoriteIds={favoriteIds} onSelect={setSelectedId} />
            {location.position && <UserDot position={location.position} />}
          </>
        )}
      </BaseMap>
      {truncated && <MapNotice about="zoomInForMore" />}
      {empty && filtered && <MapNotice about="noneMatchFilter" />}
      <WatchAreaButton ref={watchAreaButton} onClick={() => setWatchedCenter(mapRef.current ? mapRef.current.getCenter() : null)} />
      <RecenterButton onClick={() => void locateAndCenter(MAP.locationTimeoutManualMs)} disabled={location.locating} />
      <LoadOnFirstOpen open={watchedCenter !== null}>
        <WatchAreaDialog center={watchedCenter} filters={filters} onClose={() => setWatchedCenter(null)} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={shownId !== null}>
        <ListingSheetById
          id={shownId}
          onClose={() => {
            setSelectedId(null);
            if (linkedId) setLinkedId(null, true);
          }}
        />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={askingForLocation}>
        <LocationRequiredDialog
          open={askingForLocation}
          permission={location.permission}
          locating={location.locating}
          onAllow={() => void locateAndCenter(MAP.locationTimeoutManualMs)}
          onChoosePlace={placeDialog.show}
        />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={placeDialog.open}>
        <BrowsePlaceDialog key={placeDialog.key} open={placeDialog.open} about="sales" onClose={placeDialog.close} onNearMe={centerOn} />
      </LoadOnFirstOpen>
    </Box>
  );
}
