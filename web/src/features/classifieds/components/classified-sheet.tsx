import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { useMemo } from 'react';
import { classifiedPath } from '@yardsale/core/listing-links';
import { useTranslation } from '@/lib/i18n';
import { needsRefresh } from '@yardsale/core/classified-age';
import { isFree } from '@yardsale/core/classified-price';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';
import { PriceBeforeDrop } from '@/components/classified/price-before-drop';
import { MessageSellerButton } from '@/components/messages/message-seller-button';
import { ReportPostButton } from '@/components/report-post/report-post-button';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { DetailItem } from '@/components/ui/detail-item';
import { ShareButton } from '@/components/ui/share-button';
import { unitsOf, useCurrentUser } from '@/lib/auth';
import { fetchClassified } from '@/lib/classifieds/fetch-classified';
import { classifiedKeys } from '@/lib/query-keys';
import { useCountView } from '@/lib/use-count-view';
import { useLinkedItem } from '@/lib/use-linked-item';
import { useCategoryLabel } from '@/lib/use-category-label';
import { PhotoGallery } from './photo-gallery';
import { SaveClassifiedButton } from './save-classified-button';
import { useClassifiedDistance } from '../hooks/use-classified-distance';

interface SheetBodyProps {
  classified: Classified;
  now: number;
  titleId: string;
  onClose: () => void;
}

function SheetBody({ classified, now, titleId, onClose }: SheetBodyProps) {
  const { t } = useTranslation('classifieds');
  const { price, age, postedOn, condition: conditionLabel, sold: soldLabel } = useClassifiedLabels();
  const { data: user } = useCurrentUser();
  const distanceText = useClassifiedDistance();
  const categoryLabel = useCategoryLabel();
  const own = Boolean(user && classified.userId === user.id);
  const sold = Boolean(classified.soldAt);
  useCountView({ id: classified.id, type: 'classified' }, own);
  const distance = distanceText(classified.distanceKm, unitsOf(user));

  return (
    <Stack spacing={2} sx={{ p: 2, pb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {classified.title}
        </Typography>
        {!own && <SaveClassifiedButton classified={classified} />}
        <IconButton aria-label={t('sheet.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, color: isFree(classified.price) ? 'success.main' : 'text.primary' }}>
          {price(classified)}
          <PriceBeforeDrop classified={classified} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {age(classified, now)}
        </Typography>
        {sold && <Chip size="small" color="success" label={soldLabel} />}
        {own && needsRefresh(classified, now) && <Chip size="small" color="warning" label={t('considerRefreshing')} />}
      </Stack>
      <PhotoGallery key={classified.id} classified={classified} />
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <DetailItem label={t('sheet.location')}>{[classified.area, distance].filter(Boolean).join(' · ')}</DetailItem>
        <DetailItem label={t('sheet.description')}>{classified.description}</DetailItem>
        <DetailItem label={t('sheet.condition')}>{conditionLabel(classified.condition)}</DetailItem>
        <DetailItem label={t('sheet.categories')}>
          <Stack component="span" direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            {[...new Set([classified.category, ...classified.categories])].map((category) => (
              <Chip key={category} component="span" size="small" label={categoryLabel(category)} />
            ))}
          </Stack>
        </DetailItem>
        <DetailItem label={t('sheet.posted')}>{postedOn(classified)}</DetailItem>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <ShareButton title={classified.title} path={classifiedPath(classified.id)} />
        {!own && <ReportPostButton post={{ id: classified.id, title: classified.title, type: 'classified' }} />}
      </Stack>
      {!own && (
        // Always in reach: the sheet's photos and description often reach below its edge. The bar has
        // the sheet's own colour: in dark mode a paper's is its background lightened by --Paper-overlay.
        <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.paper', backgroundImage: 'var(--Paper-overlay)', borderTop: 1, borderColor: 'divider' }}>
          {sold ? (
            // Decision 0058: the seller takes no new conversation about it; one already going on goes on in Messages.
            <Typography role="note" variant="body2" color="text.secondary">
              {t('sold.sheet')}
            </Typography>
          ) : (
            <MessageSellerButton listing={{ id: classified.id, title: classified.title, type: 'classified' }} />
          )}
        </Box>
      )}
    </Stack>
  );
}

interface ClassifiedSheetProps {
  classified: Classified | null;
  now: number;
  onClose: () => void;
}

/** The bottom sheet of a classified, three quarters of the screen high (SPEC section 2). */
export function ClassifiedSheet({ classified, now, onClose }: ClassifiedSheetProps) {
  // The time goes with the item: while the sheet slides away with the last one, its age stays as it was.
  const item = useMemo(() => classified && { classified, now }, [classified, now]);
  return (
    <BottomSheet item={item} height="75vh" maxWidth={900} onClose={onClose}>
      {(shown, titleId) => <SheetBody classified={shown.classified} now={shown.now} titleId={titleId} onClose={onClose} />}
    </BottomSheet>
  );
}

/** The sheet of a classified's own link (/classifieds?item=): fetched by id; one no longer shown says so. */
export function ClassifiedSheetById({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('classifieds');
  const { item: classified, fetchedAt } = useLinkedItem(id, {
    queryKey: classifiedKeys.detail(id ?? ''),
    fetch: fetchClassified,
    gone: { title: t('sheet.gone') },
    failed: { title: t('loadError') },
    onGone: onClose,
  });
  // Its age is counted from when it arrived, as a card's is from when its page did.
  return <ClassifiedSheet classified={classified} now={fetchedAt} onClose={onClose} />;
}
