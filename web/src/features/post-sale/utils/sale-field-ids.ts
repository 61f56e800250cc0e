import type { RequiredSaleField } from '@yardsale/core/schemas/sale-form';

/** The /post form's required fields by element id: a refused submit marks the one missing and takes the focus there. */
export const SALE_FIELD_IDS: Record<RequiredSaleField, string> = {
  address: 'sale-address',
  title: 'sale-title',
  dates: 'sale-date-pick',
  description: 'sale-description',
};

/** Focus to the field, brought to the middle of the screen (clear of the toast at the top). */
export function focusSaleField(field: RequiredSaleField): void {
  const element = document.getElementById(SALE_FIELD_IDS[field]);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center' });
}
