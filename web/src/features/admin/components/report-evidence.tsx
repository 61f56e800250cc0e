import { Box, Stack, Typography } from '@mui/material';
import type { AdminReport, ReportEvidence as Evidence } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { formatPrice } from '@yardsale/core/classified-price';
import { DetailItem } from '@/components/ui/detail-item';
import { EvidenceTranscript } from './evidence-transcript';

type EvidenceListing = NonNullable<Evidence['listing']>;

/** A listing as a report kept it, or as the desk finds it (a yard sale has no price). */
export function ListingDetails({ listing }: { listing: EvidenceListing }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <DetailItem label={t('evidence.title')}>
        {listing.title} ({t(`record.types.${listing.type}`)})
      </DetailItem>
      {listing.price !== null && <DetailItem label={t('evidence.price')}>{formatPrice(listing.price, i18n.language, t('classifieds:free'))}</DetailItem>}
      <DetailItem label={t('evidence.address')}>{listing.address}</DetailItem>
      <DetailItem label={t('evidence.description')}>{listing.description}</DetailItem>
    </Stack>
  );
}

/** What the reporter saw, kept when the report was filed: the listing and the latest messages. */
export function ReportEvidence({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const { listing, messages } = report.evidence;
  return (
    <Box component="section">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('evidence.heading')}
      </Typography>
      <Stack spacing={2}>
        {listing ? <ListingDetails listing={listing} /> : <Typography variant="body2">{t('evidence.noListing')}</Typography>}
        <EvidenceTranscript report={report} messages={messages} />
      </Stack>
    </Box>
  );
}
