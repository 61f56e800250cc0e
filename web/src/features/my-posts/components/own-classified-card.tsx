import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { ClassifiedThumbnail } from '@/components/classified/classified-image';
import { needsRefresh } from '@yardsale/core/classified-age';
import { isFree } from '@yardsale/core/classified-price';
import { isExpired } from '@/components/classified/classified-text';
import { PriceBeforeDrop } from '@/components/classified/price-before-drop';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';
import { useMarkSold } from '@/lib/classifieds/use-mark-sold';
import { useRefreshClassified } from '@/lib/classifieds/use-refresh-classified';
import { PostStats } from './post-stats';

interface OwnClassifiedCardProps {
  classified: Classified;
  /** When the list was fetched, for the age and expiry. */
  now: number;
  onEdit: () => void;
  onDelete: () => void;
}


/**
 * One of the seller's classifieds with Edit, Delete and Mark as Sold or Available (and Refresh once
 * old); a sold, old, expired or taken-down one says so.
 */
export function OwnClassifiedCard({ classified, now, onEdit, onDelete }: OwnClassifiedCardProps) {
  const { t } = useTranslation('posts');
  const { t: tClassifieds } = useTranslation('classifieds');
  const { price, age } = useClassifiedLabels();
  const expired = isExpired(classified, now);
  // Here, not in the button: the button goes once the refresh is done, and its toast with it.
  const { refresh, refreshing } = useRefreshClassified();
  const { mark, marking } = useMarkSold();
  const sold = Boolean(classified.soldAt);
  return (
    <Card variant="outlined" component="article" aria-label={classified.title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <ClassifiedThumbnail url={classified.thumbnailUrl} alt={classified.title} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {classified.title}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 700, color: isFree(classified.price) ? 'success.main' : 'text.primary' }}>
          {price(classified)}
          <PriceBeforeDrop classified={classified} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {classified.location ?? classified.area}
        </Typography>
        <Typography variant="body2">{age(classified, now)}</Typography>
        <Box sx={{ mb: 1 }}>
          <PostStats views={classified.views} savedBy={classified.savedBy} kind="classified" />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!classified.isActive && <Chip size="small" color="error" label={t('takenDown')} />}
          {sold && <Chip size="small" color="success" label={tClassifieds('sold.chip')} />}
          {expired && <Chip size="small" label={tClassifieds('expired')} />}
          {!expired && needsRefresh(classified, now) && <Chip size="small" color="warning" label={tClassifieds('considerRefreshing')} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {/* SPEC: the owner may refresh own posts; old and expired ones go back to the top. */}
        {needsRefresh(classified, now) && (
          <Button startIcon={<RefreshIcon />} disabled={refreshing} onClick={() => void refresh(classified)} aria-label={tClassifieds('refresh.refreshLabel', { title: classified.title })}>
            {tClassifieds('refresh.refresh')}
          </Button>
        )}
        {/* A post a moderator took down is not for sale either way. */}
        {classified.isActive && (
          <Button
            startIcon={<SellOutlinedIcon />}
            disabled={marking}
            onClick={() => mark(classified, !sold)}
            aria-label={tClassifieds(sold ? 'sold.unmarkLabel' : 'sold.markLabel', { title: classified.title })}
          >
            {tClassifieds(sold ? 'sold.unmark' : 'sold.mark')}
          </Button>
        )}
        <Button startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={t('editLabel', { title: classified.title })}>
          {t('edit')}
        </Button>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete} aria-label={t('deleteLabel', { title: classified.title })}>
          {t('delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
