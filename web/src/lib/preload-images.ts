import { saleImageSource } from '@/components/sale/sale-image-source';

/**
 * Starts fetching the photos a list's first screen will show as soon as its answer is in, while the
 * screen's code still runs and its cards are drawn (about a second on a slow phone), instead of when
 * each card's <img> is created. The browser's image cache hands them to those <img> elements.
 */
export function preloadImages(urls: readonly (string | null | undefined)[]): void {
  for (const url of urls) {
    const source = saleImageSource(url);
    if (source.kind !== 'url') continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = source.url;
  }
}
