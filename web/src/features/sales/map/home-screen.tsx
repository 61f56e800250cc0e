import { Box, CircularProgress, Typography } from '@mui/material';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { lazy, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FirstScreenSlot } from '@/components/ui/first-screen-slot';
import { warmUpSettled } from '@/lib/location/location-store';
import { HomeBottomBar } from './home-bottom-bar';
import { HomeHeader } from './home-header';
import { BANNER_HEIGHT_VAR, MAP_HEIGHT } from './map-style';

// Leaflet is the heaviest part of the app: header and bottom bar paint first, the map follows. When
// location is allowed, the fix (asked for with the screen's code, app/router.tsx) is waited for as
// long as the automatic recentre would have taken, so the map opens on the user instead of moving.
const SalesMap = lazy(async () => {
  const [module] = await Promise.all([import('./sales-map'), warmUpSettled(TIMINGS_MS.autoLocationPrompt)]);
  return { default: module.SalesMap };
});

function MapLoading() {
  const { t } = useTranslation('home');
  return (
    <Box role="status" sx={{ height: MAP_HEIGHT, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{t('loadingMap')}</Typography>
    </Box>
  );
}

interface HomeScreenProps {
  /** Shown under the header (e-mail verification). */
  banner?: ReactNode;
  /** False while another question is on screen (terms, photo access): location waits for it. */
  askForLocation: boolean;
}

/**
 * True once the page is live, set in a transition: the map's code then loads while the loading
 * state stays on screen, and the map replaces it as soon as it is ready. (Behind a Suspense boundary
 * of its own, React showed the map at least 300 ms after its fallback, to batch reveals.)
 */
function useMapWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => startTransition(() => setWanted(true)), []);
  return wanted;
}

/**
 * The server's picture of the map (a guest's first screen, decision 0034) stays over the live map
 * until that has drawn its first view, or for TIMINGS_MS.firstMapHandOverMax at most.
 */
function useMapPicture(mapWanted: boolean) {
  const [shown, setShown] = useState(true);
  const hide = useCallback(() => setShown(false), []);
  useEffect(() => {
    if (!mapWanted) return;
    const timer = setTimeout(hide, TIMINGS_MS.firstMapHandOverMax);
    return () => clearTimeout(timer);
  }, [mapWanted, hide]);
  return { shown, hide };
}

/**
 * The height of the banner under the header, followed as it changes (it wraps on narrow phones):
 * the map is that much shorter, so that its bottom and its recentre button stay above the bottom bar.
 */
function useBannerHeight() {
  const [height, setHeight] = useState(0);
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(() => setHeight(node.offsetHeight));
    observer.observe(node);
    return () => {
      observer.disconnect();
      setHeight(0);
    };
  }, []);
  return [height, measure] as const;
}

/** /home: header, an optional banner under it, the map and the bottom bar. */
export function HomeScreen({ banner, askForLocation }: HomeScreenProps) {
  // Prerendered /home shows the loading state; the map's code is fetched once the page is live.
  const mapWanted = useMapWanted();
  const picture = useMapPicture(mapWanted);
  const [bannerHeight, measureBanner] = useBannerHeight();
  return (
    <>
      <HomeHeader />
      {banner && <Box ref={measureBanner}>{banner}</Box>}
      <Box component="main" sx={{ pb: '56px', position: 'relative', [BANNER_HEIGHT_VAR]: `${bannerHeight}px` }}>
        {picture.shown && <FirstScreenSlot covering={MAP_HEIGHT} />}
        {mapWanted ? <SalesMap askForLocation={askForLocation} onDrawn={picture.hide} /> : <MapLoading />}
      </Box>
      <HomeBottomBar />
    </>
  );
}
