import { useTranslation } from '@/lib/i18n';
import { Photo } from '@/components/ui/photo';

interface SaleImageProps {
  url: string | null;
  /** Shown instead when `url` fails to load: the full photo behind a card-sized copy. */
  fallbackUrl?: string | null;
  alt: string;
  /** Pixels or any CSS length. */
  width: number | string;
  height: number | string;
  /** On the list's first screen: fetched at once and first (see FIRST_SCREEN_CARDS). */
  firstScreen?: boolean;
}

/** Narrower than this, 'No image' does not fit beside its icon. */
const WORDS_MIN_PX = 72;

/** A sale's first photo, with rounded corners; 'No image', or 'Image not available' (blob: URLs, failed loads). */
export function SaleImage({ url, fallbackUrl, alt, width, height, firstScreen = false }: SaleImageProps) {
  const { t } = useTranslation('sales');
  return (
    <Photo
      url={url}
      fallbackUrl={fallbackUrl}
      alt={alt}
      missingText={{ none: t('sheet.noImage'), unavailable: t('sheet.imageNotAvailable') }}
      firstScreen={firstScreen}
      small={typeof width === 'number' && width < WORDS_MIN_PX}
      style={{ width, height, borderRadius: 'var(--mui-shape-borderRadius)' }}
    />
  );
}
