import { DetailItem } from '@/components/ui/detail-item';

/**
 * A sale's address in a sheet's list; while its seller keeps it (decision 0069), `kept` gives the
 * label (the area, for others) and the line under the town that says when the address shows.
 */
export function AddressDetail({ label, address, kept }: { label: string; address: string; kept?: { label: string; note: string } }) {
  if (!kept) return <DetailItem label={label}>{address}</DetailItem>;
  return (
    <DetailItem label={kept.label}>
      {address}
      {'\n'}
      {kept.note}
    </DetailItem>
  );
}
