import DirectionsIcon from '@mui/icons-material/Directions';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import type { Units } from '@yardsale/core/constants';
import { mapsDirectionsLinks, ROUTE_PLAN, type RoutePlan } from '@yardsale/core/route-plan';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useUnits } from '@/lib/auth';
import { useDistanceText } from '@/lib/use-distance-text';
import { RouteMap } from './route-map';
import { RouteSettings } from './route-settings';
import { OtherSales, useFocusFollowsStop, VisitList } from './route-stops';
import { clockText } from './route-times';
import { useFavoriteSales } from './use-favorite-sales';
import { useRouteOrigin } from './use-route-origin';
import { useRoutePlan } from './use-route-plan';

function NothingToVisit() {
  const { t } = useTranslation('route');
  return (
    <EmptyState title={t('empty.title')} text={t('empty.text')}>
      <Button variant="contained" component={Link} to={paths.find}>
        {t('empty.action')}
      </Button>
    </EmptyState>
  );
}

/** The round's length and end, and the links that open it in a maps app (ten stops a link). */
function RouteSummary({ plan, timeZone, links, units }: { plan: RoutePlan; timeZone: string; links: string[]; units: Units }) {
  const { t, i18n } = useTranslation('route');
  const distance = useDistanceText('length');
  return (
    <Stack spacing={1.5}>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {t('summary', { count: plan.visits.length, distance: distance(plan.totalKm, units), time: clockText(plan.finishAt, i18n.language, timeZone) })}
      </Typography>
      {links.map((href, index) => (
        <Button key={href} variant="contained" startIcon={<DirectionsIcon />} href={href} target="_blank" rel="noopener noreferrer">
          {links.length === 1
            ? t('openInMaps')
            : t('openPartInMaps', { from: index * ROUTE_PLAN.stopsPerMapsLink + 1, to: Math.min((index + 1) * ROUTE_PLAN.stopsPerMapsLink, plan.visits.length) })}
        </Button>
      ))}
      <Typography variant="caption" color="text.secondary">
        {t('estimate')}
      </Typography>
    </Stack>
  );
}

function RoutePlanner({ sales }: { sales: readonly Listing[] }) {
  const { t } = useTranslation('route');
  const units = useUnits();
  const { origin, locating, ask } = useRouteOrigin();
  const route = useRoutePlan(sales, origin);
  const follow = useFocusFollowsStop();
  const byId = useMemo(() => new Map(sales.map((sale) => [sale.id, sale])), [sales]);
  const saleOf = useCallback((id: string) => byId.get(id)!, [byId]);
  const { day, plan } = route;
  const mapped = useMemo(
    () => (plan?.visits ?? []).map(({ id }) => ({ id, title: saleOf(id).title, position: { lat: saleOf(id).latitude, lng: saleOf(id).longitude } })),
    [plan, saleOf],
  );
  if (!day || !plan) return <NothingToVisit />;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RouteSettings
          days={route.days}
          day={day}
          onDay={route.chooseDate}
          startTime={route.startTime}
          onStartTime={route.setStartTime}
          dwellMin={route.dwellMin}
          onDwellMin={route.setDwellMin}
        />
      </Paper>
      {!origin && (
        <Alert severity="info" action={<Button color="inherit" size="small" onClick={ask} disabled={locating}>{t('useLocation')}</Button>}>
          {t(locating ? 'locating' : 'noLocation')}
        </Alert>
      )}
      {route.beyondLimit.length > 0 && <Alert severity="warning">{t('tooMany', { count: ROUTE_PLAN.maxStops })}</Alert>}
      {plan.visits.length > 0 && (
        <>
          <RouteMap origin={origin} stops={mapped} label={t('map')} />
          <RouteSummary plan={plan} timeZone={day.timeZone} links={mapsDirectionsLinks(origin, mapped.map((stop) => stop.position))} units={units} />
        </>
      )}
      <VisitList
        visits={plan.visits}
        timeZone={day.timeZone}
        saleOf={saleOf}
        units={units}
        onLeaveOut={(id) => {
          follow(id);
          route.leaveOut(id);
        }}
      />
      <OtherSales title={t('missed')} ids={plan.missed} saleOf={saleOf} />
      <OtherSales
        title={t('leftOut')}
        ids={route.leftOut}
        saleOf={saleOf}
        onAddBack={(id) => {
          follow(id);
          route.addBack(id);
        }}
      />
    </Stack>
  );
}

/** /route: a round through the favorite sales open on a chosen day (decision 0038). */
export function RoutePage() {
  const { t } = useTranslation('route');
  const { sales, loading, failed, retry } = useFavoriteSales();
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.find} />
      {failed ? (
        <LoadError onRetry={retry} />
      ) : (
        <PageContainer maxWidth="sm">{loading ? <PageSpinner label={t('loading')} /> : <RoutePlanner sales={sales} />}</PageContainer>
      )}
    </>
  );
}
