import MyLocationIcon from '@mui/icons-material/MyLocation';
import NotificationAddIcon from '@mui/icons-material/NotificationAddOutlined';
import { Alert, Button, Fab } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ZOOM_CONTROL_WIDTH_PX } from '@/components/map/map-controls';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/**
 * Over the map, beside its zoom buttons: some tile holds more sales than an answer carries, so only
 * the nearest are shown; or the filter leaves nothing in view, where an empty map would say nothing.
 */
export function MapNotice({ about }: { about: 'zoomInForMore' | 'noneMatchFilter' }) {
  const { t } = useTranslation('home');
  return (
    <Alert severity="info" role="status" sx={{ position: 'absolute', top: 8, left: ZOOM_CONTROL_WIDTH_PX + 8, right: 8, zIndex: 1000 }}>
      {t(about)}
    </Alert>
  );
}

interface RecenterButtonProps {
  onClick?: () => void;
  disabled?: boolean;
  /** Drawn in a picture of the map (the server's first screen): seen, not a control. */
  pictured?: boolean;
}

/** The map's button that centres it on the user. */
export function RecenterButton({ onClick, disabled, pictured }: RecenterButtonProps) {
  const { t } = useTranslation('home');
  return (
    <Fab
      color="primary"
      size="medium"
      aria-label={pictured ? undefined : t('recenter')}
      aria-hidden={pictured || undefined}
      tabIndex={pictured ? -1 : undefined}
      onClick={onClick}
      disabled={disabled}
      sx={{ position: 'absolute', right: 16, bottom: 24, zIndex: 1000 }}
    >
      <MyLocationIcon />
    </Fab>
  );
}

/**
 * The map's first stop for the keyboard, shown only while it has the focus: past the map, its zoom
 * buttons and every pin in view (a tab stop each) to the map's own buttons after them.
 */
export function SkipMapButton({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Button variant="contained" onClick={onSkip} sx={{ position: 'absolute', top: 8, left: ZOOM_CONTROL_WIDTH_PX + 8, zIndex: 1100, '&:not(:focus)': { ...visuallyHidden, minWidth: 0 } }}>
      {t('skipMap')}
    </Button>
  );
}

/** Above the recentre button: a sale alert around the middle of the map (decision 0039). */
export function WatchAreaButton({ onClick, ref }: { onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation('home');
  return (
    <Fab ref={ref} size="small" aria-label={t('watchArea')} onClick={onClick} sx={{ position: 'absolute', right: 20, bottom: 88, zIndex: 1000 }}>
      <NotificationAddIcon />
    </Fab>
  );
}
