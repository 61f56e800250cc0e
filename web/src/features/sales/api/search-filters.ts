import { localToday } from '@yardsale/core/local-today';
import type { SaleFilterParams } from '@yardsale/core/listing-query';
import { datesOfDayChoice } from '@yardsale/core/sale-day-dates';
import { searchTerms } from '@yardsale/core/search-terms';
import type { BrowseFilters } from '../hooks/use-sale-filters';

// Apart from the filter's store, which every page's start holds (Find's warm-up reads it): the
// dates are worked out by the map's and Find's own code.

/** The filter as a search asks for it: the day turned into today's dates for it, the words as the API matches them. */
export const searchFiltersOf = ({ saleTypes, categories, day, q }: BrowseFilters, now: Date = new Date()): SaleFilterParams => ({
  saleTypes,
  categories,
  dates: datesOfDayChoice(day, localToday(now)),
  words: searchTerms(q),
});
