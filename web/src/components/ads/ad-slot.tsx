import { Box, Typography } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AD_SLOTS } from '@yardsale/core/constants';
import { usePublicConfig } from '@/lib/use-public-config';
import { loadAdScript } from './ad-script';

export type AdFormat = 'banner' | 'rectangle' | 'interstitial';

interface AdSlotProps {
  format: AdFormat;
}

/**
 * SPEC section 4 "Ad block": a fixed-size slot. With no ad client configured no third-party script
 * is loaded and the slot shows the 'Advertisement' placeholder; with one, the slot is initialised
 * once the script is ready and keeps the placeholder underneath until it is filled. Memoized: the
 * grids draw one between every two groups of cards, and draw again as their cards grow.
 */
export const AdSlot = memo(function AdSlot({ format }: AdSlotProps) {
  const { t } = useTranslation('ads');
  const { data: config } = usePublicConfig();
  const clientId = config?.adClientId ?? null;
  const { width, height } = AD_SLOTS[format];
  return (
    // Not a landmark: a page has several slots, and they are not content worth navigating to.
    <Box
      data-ad-format={format}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: width,
        height,
        mx: 'auto',
        my: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('placeholder')}
      </Typography>
      {clientId && <FilledAd clientId={clientId} width={width} height={height} />}
    </Box>
  );
});

function FilledAd({ clientId, width, height }: { clientId: string; width: number; height: number }) {
  const slot = useRef<HTMLModElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAdScript(clientId).then((ready) => {
      if (!cancelled && ready && slot.current && !slot.current.dataset.adStatus) {
        ((window as AdsWindow).adsbygoogle ??= []).push({});
      }
    });
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  return (
    <ins
      ref={slot}
      className="adsbygoogle"
      style={{ display: 'inline-block', width, height, position: 'absolute', inset: 0 }}
      data-ad-client={clientId}
    />
  );
}

interface AdsWindow extends Window {
  adsbygoogle?: object[];
}
