import { useState, type CSSProperties } from 'react';
import { saleImageSource } from '@/components/sale/sale-image-source';
import { Stylesheet } from '@/lib/styles/stylesheet';
import cssText from './photo.css?inline';
import { PlainIcon } from './plain-icon';

export interface PhotoProps {
  url: string | null | undefined;
  /** Shown instead when `url` fails to load (a sale's full photo behind its card-sized copy). */
  fallbackUrl?: string | null;
  alt: string;
  /** What stands in the photo's place when there is none, and when it cannot be shown. */
  missingText: { none: string; unavailable: string };
  /** The picture's own size in pixels: reserves its space before it loads. */
  intrinsic?: { width: number; height: number };
  fit?: 'cover' | 'contain';
  /** On a list's first screen: fetched at once and first (see FIRST_SCREEN_CARDS). */
  firstScreen?: boolean;
  /** The displayed size and shape, for the photo and for what stands in its place alike. */
  style?: CSSProperties;
  /** Too small for words (a 40 px chip): what stands in its place shows its icon only, its words still read out. */
  small?: boolean;
}

function Placeholder({ text, broken, small, style }: { text: string; broken: boolean; small: boolean; style?: CSSProperties }) {
  return (
    <div role="img" aria-label={text} className="photo-placeholder" style={style}>
      <PlainIcon name={broken ? 'imageNotSupported' : 'photo'} />
      {!small && <span aria-hidden="true">{text}</span>}
    </div>
  );
}

function PhotoOrPlaceholder({ url, fallbackUrl, alt, missingText, intrinsic, fit = 'cover', firstScreen = false, style, small = false }: PhotoProps) {
  const [failedUrls, setFailedUrls] = useState<readonly string[]>([]);
  const candidates = [url, fallbackUrl].filter((candidate): candidate is string => Boolean(candidate));
  const untried = candidates.filter((candidate) => !failedUrls.includes(candidate));
  // Every address this photo has failed to load (not one it had before an edit): not available.
  const source = candidates.length > 0 && untried.length === 0 ? ({ kind: 'unavailable' } as const) : saleImageSource(untried[0] ?? url);
  if (source.kind === 'none') return <Placeholder text={missingText.none} broken={false} small={small} style={style} />;
  if (source.kind === 'unavailable') return <Placeholder text={missingText.unavailable} broken small={small} style={style} />;
  return (
    <img
      src={source.url}
      alt={alt}
      width={intrinsic?.width}
      height={intrinsic?.height}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      onError={() => setFailedUrls((failed) => [...failed, source.url])}
      className={fit === 'contain' ? 'photo photo-contain' : 'photo'}
      style={style}
    />
  );
}

/**
 * An uploaded photo, lazy unless on the first screen, or a placeholder saying there is none or that
 * it is not available (a blob: URL from another session, or a failed load).
 */
export function Photo(props: PhotoProps) {
  return (
    <>
      <Stylesheet name="photo" css={cssText} />
      <PhotoOrPlaceholder {...props} />
    </>
  );
}
