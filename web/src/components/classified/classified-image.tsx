import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleImageSource } from '@/components/sale/sale-image-source';

interface ClassifiedImageProps {
  url: string | null | undefined;
  alt: string;
  /** The picture's own size in pixels: reserves its space before it loads. */
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
  /** On the list's first screen: fetched at once and first (see FIRST_SCREEN_CARDS). */
  firstScreen?: boolean;
  sx?: SxProps<Theme>;
}

function Placeholder({ text, broken, sx }: { text: string; broken: boolean; sx?: SxProps<Theme> }) {
  const Icon = broken ? ImageNotSupportedOutlinedIcon : PhotoOutlinedIcon;
  return (
    <Box role="img" aria-label={text} sx={[{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 0.5, bgcolor: 'action.hover', color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Icon aria-hidden="true" />
      <Typography variant="caption" aria-hidden="true">
        {text}
      </Typography>
    </Box>
  );
}

/** A classified's photo with its size reserved, lazy unless on the first screen; 'No image' or 'Image not available' instead. */
export function ClassifiedImage({ url, alt, width, height, fit = 'cover', firstScreen = false, sx }: ClassifiedImageProps) {
  const { t } = useTranslation('classifieds');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const source = saleImageSource(url);
  if (source.kind === 'none') return <Placeholder text={t('gallery.noImage')} broken={false} sx={sx} />;
  if (source.kind === 'unavailable' || failedUrl === source.url) return <Placeholder text={t('gallery.unavailable')} broken sx={sx} />;
  return (
    <Box
      component="img"
      src={source.url}
      alt={alt}
      width={width}
      height={height}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      onError={() => setFailedUrl(source.url)}
      sx={[{ display: 'block', objectFit: fit, maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
