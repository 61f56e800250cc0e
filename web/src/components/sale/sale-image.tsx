import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleImageSource } from './sale-image-source';

interface SaleImageProps {
  url: string | null;
  alt: string;
  /** Pixels or any CSS length. */
  width: number | string;
  height: number | string;
  /** On the list's first screen: fetched at once and first (see FIRST_SCREEN_CARDS). */
  firstScreen?: boolean;
}

interface BoxSize {
  width: number | string;
  height: number | string;
  borderRadius: number;
}

function Placeholder({ text, broken, size }: { text: string; broken: boolean; size: BoxSize }) {
  const Icon = broken ? ImageNotSupportedOutlinedIcon : PhotoOutlinedIcon;
  return (
    <Box
      role="img"
      aria-label={text}
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 0.5, bgcolor: 'action.hover', color: 'text.secondary', ...size }}
    >
      <Icon aria-hidden="true" />
      <Typography variant="caption" aria-hidden="true">
        {text}
      </Typography>
    </Box>
  );
}

/** A sale's first photo; 'No image', 'Image not available' (blob: URLs) or a placeholder when it fails to load. */
export function SaleImage({ url, alt, width, height, firstScreen = false }: SaleImageProps) {
  const { t } = useTranslation('sales');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const source = saleImageSource(url);
  const size: BoxSize = { width, height, borderRadius: 1 };
  if (source.kind === 'none') return <Placeholder text={t('sheet.noImage')} broken={false} size={size} />;
  if (source.kind === 'unavailable' || failedUrl === source.url) {
    return <Placeholder text={t('sheet.imageNotAvailable')} broken size={size} />;
  }
  return (
    <Box
      component="img"
      src={source.url}
      alt={alt}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : 'auto'}
      onError={() => setFailedUrl(source.url)}
      sx={{ objectFit: 'cover', display: 'block', ...size }}
    />
  );
}
