import { CLASSIFIEDS } from '@yardsale/core/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Photo } from '@/components/ui/photo';

interface ClassifiedImageProps {
  url: string | null | undefined;
  alt: string;
  /** The picture's own size in pixels: reserves its space before it loads. */
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
  /** On the list's first screen: fetched at once and first (see FIRST_SCREEN_CARDS). */
  firstScreen?: boolean;
  /** The displayed size and shape. */
  style?: CSSProperties;
}

/** A classified's photo with its size reserved, lazy unless on the first screen; 'No image' or 'Image not available' instead. */
export function ClassifiedImage({ url, alt, width, height, fit, firstScreen, style }: ClassifiedImageProps) {
  const { t } = useTranslation('classifieds');
  return (
    <Photo
      url={url}
      alt={alt}
      missingText={{ none: t('gallery.noImage'), unavailable: t('gallery.unavailable') }}
      intrinsic={{ width, height }}
      fit={fit}
      firstScreen={firstScreen}
      style={style}
    />
  );
}

const THUMBNAIL_STYLE: CSSProperties = { width: '100%', height: 'auto', aspectRatio: '4 / 3' };

/** A classified's thumbnail on a card (CLASSIFIEDS.thumbnailSide wide, 4:3), as wide as the card. */
export function ClassifiedThumbnail({ url, alt, firstScreen }: { url: string | null | undefined; alt: string; firstScreen?: boolean }) {
  const side = CLASSIFIEDS.thumbnailSide;
  return <ClassifiedImage url={url} alt={alt} width={side} height={(side * 3) / 4} firstScreen={firstScreen} style={THUMBNAIL_STYLE} />;
}
