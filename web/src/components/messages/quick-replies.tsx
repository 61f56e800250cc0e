import { Chip, Stack } from '@mui/material';
import type { ListingType } from '@yardsale/core/constants';
import { useTranslation } from '@/lib/i18n';

// What buyers ask first, one tap from the field: the text is put in the field, to send or to change.
const QUICK_REPLIES: Record<ListingType, readonly string[]> = {
  classified: ['available', 'price', 'pickup'],
  listing: ['stillOn', 'early', 'looking'],
};

/** Chips under an empty message field that write a buyer's usual first question into it. */
export function QuickReplies({ type, onChoose }: { type: ListingType; onChoose: (text: string) => void }) {
  const { t } = useTranslation('messages');
  return (
    <Stack direction="row" useFlexGap role="group" aria-label={t('quick.label')} sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
      {QUICK_REPLIES[type].map((key) => {
        const text = t(`quick.${key}`);
        return <Chip key={key} label={text} variant="outlined" onClick={() => onChoose(text)} />;
      })}
    </Stack>
  );
}
