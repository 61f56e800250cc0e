import cssText from './list-card.css?inline';

/** list-card.css, drawn with a <Stylesheet> by each card. */
export const LIST_CARD_CSS = cssText;

/** The class names of list-card.css: the cards of Find and /classifieds. */
export const LIST_CARD = {
  card: 'list-card',
  open: 'list-card-open',
  body: 'list-card-body',
  title: 'list-card-title',
  twoLines: 'list-card-two-lines',
  caption: 'list-card-caption',
  emphasis: 'list-card-emphasis',
  price: 'list-card-price',
  free: 'list-card-free',
  corner: 'list-card-corner',
  badge: 'list-card-badge',
} as const;
