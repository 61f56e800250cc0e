// Which yard sales a viewer sees: the map and Find filters (SPEC section 5, 'Map/find visibility').
// The server applies the same rules in SQL; these are the reference. The time check is sale-window.ts's.
import type { SaleType } from './constants';

export interface SaleTypeFlags {
  isEstateSale: boolean;
  isMovingSale: boolean;
  isCommunitySale: boolean;
}

export interface SaleCategories {
  category: string;
  categories?: readonly string[] | null;
}

export interface SaleFilters {
  saleTypes: readonly SaleType[];
  categories: readonly string[];
}

/** The types a sale counts as: each flag it carries, or 'regular' when it carries none. */
export function saleTypesOf(sale: SaleTypeFlags): SaleType[] {
  const types: SaleType[] = [];
  if (sale.isEstateSale) types.push('estate');
  if (sale.isMovingSale) types.push('moving');
  if (sale.isCommunitySale) types.push('community');
  return types.length > 0 ? types : ['regular'];
}

/** None selected means all; otherwise the sale must be of a selected type. */
export function matchesSaleTypes(sale: SaleTypeFlags, selected: readonly SaleType[]): boolean {
  return selected.length === 0 || saleTypesOf(sale).some((type) => selected.includes(type));
}

/** None selected means all; otherwise the sale must have a selected category. */
export function matchesCategories(sale: SaleCategories, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return selected.includes(sale.category) || (sale.categories ?? []).some((category) => selected.includes(category));
}

export function hasActiveFilters(filters: SaleFilters): boolean {
  return filters.saleTypes.length > 0 || filters.categories.length > 0;
}

export function matchesFilters(sale: SaleTypeFlags & SaleCategories, filters: SaleFilters): boolean {
  return matchesSaleTypes(sale, filters.saleTypes) && matchesCategories(sale, filters.categories);
}
