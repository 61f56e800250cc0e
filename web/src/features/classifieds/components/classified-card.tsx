import type { Classified } from '@yardsale/core/api-types';
import { memo } from 'react';
import { ClassifiedThumbnail } from '@/components/classified/classified-image';
import { PriceBeforeDrop } from '@/components/classified/price-before-drop';
import { isFree } from '@yardsale/core/classified-price';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';
import { LIST_CARD as card, LIST_CARD_CSS } from '@/components/ui/list-card';
import { Stylesheet } from '@/lib/styles/stylesheet';

interface ClassifiedCardProps {
  classified: Classified;
  /** Among the cards shown before any scrolling: its photo is fetched first. */
  firstScreen: boolean;
  /** '400m away' or '2.5 km away'; absent without the user's position. */
  distance: string | undefined;
  /** When the list was fetched, for the age. */
  now: number;
  onOpen: (classified: Classified) => void;
}

/**
 * One classified in the grid: thumbnail, title, price or 'Free' (and the price it dropped from), area,
 * distance and age, and 'Sold' over the photo of a saved one that sold (decision 0058). Memoized,
 * its callback taking the classified: a page of results draws dozens of them.
 */
export const ClassifiedCard = memo(function ClassifiedCard({ classified, firstScreen, distance, now, onOpen }: ClassifiedCardProps) {
  const { price, age, sold } = useClassifiedLabels();
  const place = [classified.area, distance].filter(Boolean).join(' · ');
  return (
    <div className={card.card}>
      <Stylesheet name="list-card" css={LIST_CARD_CSS} />
      <button type="button" className={card.open} onClick={() => onOpen(classified)}>
        <ClassifiedThumbnail url={classified.thumbnailUrl} alt="" firstScreen={firstScreen} />
        {classified.soldAt && <span className={card.badge}>{sold}</span>}
        <div className={card.body}>
          <h2 className={`${card.title} ${card.twoLines}`}>{classified.title}</h2>
          <p className={isFree(classified.price) ? `${card.price} ${card.free}` : card.price}>
            {price(classified)}
            <PriceBeforeDrop classified={classified} />
          </p>
          <span className={card.caption}>{place}</span>
          <span className={card.caption}>{age(classified, now)}</span>
        </div>
      </button>
    </div>
  );
});
