import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Avatar, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import type { Units } from '@yardsale/core/constants';
import { MINUTE_MS } from '@yardsale/core/durations';
import type { PlannedVisit } from '@yardsale/core/route-plan';
import { Fragment, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatSaleHours } from '@yardsale/core/sale-dates';
import { useDistanceText } from '@/lib/use-distance-text';
import { clockText } from './route-times';

/**
 * Leaving a sale out or adding it back moves its row to another list, and the button pressed goes
 * with it: `follow(id)` as the press starts puts the focus on the sale's row in its new place (on its
 * button there, if it has one), not on the top of the page.
 */
export function useFocusFollowsStop(): (id: string) => void {
  const moved = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = moved.current;
    if (!id) return;
    moved.current = null;
    const row = document.querySelector<HTMLElement>(`[data-route-stop="${CSS.escape(id)}"]`);
    (row?.querySelector<HTMLElement>('button') ?? row)?.focus();
  });
  return useCallback((id: string) => {
    moved.current = id;
  }, []);
}

interface StopRowProps {
  sale: Listing;
  marker: ReactNode;
  details: ReactNode;
  action: ReactNode;
}

function StopRow({ sale, marker, details, action }: StopRowProps) {
  const { i18n } = useTranslation();
  return (
    <ListItem disableGutters secondaryAction={action} tabIndex={-1} data-route-stop={sale.id} sx={{ alignItems: 'flex-start' }}>
      <ListItemAvatar sx={{ mt: 0.5 }}>{marker}</ListItemAvatar>
      <ListItemText
        primary={sale.title}
        secondary={
          <>
            {sale.address}
            <br />
            {formatSaleHours(sale.startTime, sale.endTime, i18n.language)}
            {details}
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
    </ListItem>
  );
}

interface VisitListProps {
  visits: readonly PlannedVisit[];
  timeZone: string;
  saleOf: (id: string) => Listing;
  units: Units;
  onLeaveOut: (id: string) => void;
}

/** The round in order: when to arrive, how far from the stop before, any wait for opening time. */
export function VisitList({ visits, timeZone, saleOf, units, onLeaveOut }: VisitListProps) {
  const { t, i18n } = useTranslation('route');
  const clock = (instant: number) => clockText(instant, i18n.language, timeZone);
  const distance = useDistanceText('length');
  return (
    <List aria-label={t('stops')}>
      {visits.map((visit, index) => {
        const sale = saleOf(visit.id);
        const arrival = t('arrive', { time: clock(visit.arriveAt), distance: distance(visit.legKm, units) });
        const wait = visit.waitMs >= MINUTE_MS && t('wait', { count: Math.round(visit.waitMs / MINUTE_MS), time: clock(visit.arriveAt + visit.waitMs) });
        // A cut-short visit ends when the sale closes.
        const closing = visit.cutShort && t('closesSoon', { time: clock(visit.leaveAt) });
        return (
          <StopRow
            key={visit.id}
            sale={sale}
            marker={<Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16 }}>{index + 1}</Avatar>}
            details={
              <>
                <br />
                <Typography component="span" variant="body2" color="text.primary">
                  {index === 0 && visit.legKm === 0 ? t('arriveFirst', { time: clock(visit.arriveAt) }) : arrival}
                </Typography>
                {[wait, closing].filter(Boolean).map((note) => (
                  <Fragment key={String(note)}>
                    <br />
                    {note}
                  </Fragment>
                ))}
              </>
            }
            action={
              <IconButton edge="end" aria-label={t('leaveOut', { title: sale.title })} onClick={() => onLeaveOut(visit.id)}>
                <RemoveCircleOutlineIcon />
              </IconButton>
            }
          />
        );
      })}
    </List>
  );
}

interface OtherSalesProps {
  title: string;
  ids: readonly string[];
  saleOf: (id: string) => Listing;
  /** Given for sales the person left out, which can be added back. */
  onAddBack?: (id: string) => void;
}

/** Sales of the day not in the round: closed before they can be reached, or left out. */
export function OtherSales({ title, ids, saleOf, onAddBack }: OtherSalesProps) {
  const { t } = useTranslation('route');
  if (ids.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List>
        {ids.map((id) => {
          const sale = saleOf(id);
          return (
            <StopRow
              key={id}
              sale={sale}
              marker={<Avatar sx={{ width: 32, height: 32 }}>–</Avatar>}
              details={null}
              action={
                onAddBack && (
                  <IconButton edge="end" aria-label={t('addBack', { title: sale.title })} onClick={() => onAddBack(id)}>
                    <AddCircleOutlineIcon />
                  </IconButton>
                )
              }
            />
          );
        })}
      </List>
    </section>
  );
}
