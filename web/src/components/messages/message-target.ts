import type { ListingType } from '@yardsale/core/constants';

/** The listing a buyer writes about: a yard sale ('listing') or a classified. Its seller's id stays unknown. */
export interface MessageTarget {
  id: string;
  title: string;
  type: ListingType;
}
