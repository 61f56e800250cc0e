import type { Listing } from '@yardsale/core/api-types';
import { dateTimeFormat } from '@yardsale/core/intl-format';
import { AddressDetail } from '@/components/sale/address-detail';
import { useTranslation } from '@/lib/i18n';

/** 'Fri, Dec 4, 6:00 PM EST' on the sale's own clock, its zone named for a reader elsewhere. */
const onSaleClock = (iso: string, timeZone: string, locale: string) =>
  dateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/**
 * The sale's address; while its seller keeps it until the evening before (decision 0069), others
 * read its town and when the address shows, and its seller reads who sees what.
 */
export function SaleAddress({ listing, own }: { listing: Listing; own: boolean }) {
  const { t, i18n } = useTranslation('sales');
  const shownFrom = listing.addressShownFrom;
  const when = shownFrom && onSaleClock(shownFrom, listing.timeZone, i18n.language);
  const kept = when ? { label: t(own ? 'sheet.address' : 'sheet.area'), note: t(own ? 'sheet.addressKeptUntil' : 'sheet.addressShownFrom', { when }) } : undefined;
  return <AddressDetail label={t('sheet.address')} address={listing.address} kept={kept} />;
}
