import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { formatSaleDays, formatSaleHours } from '@yardsale/core/sale-dates';
import { SaleImage } from '@/components/sale/sale-image';
import { SaleTypeBadges } from '@/components/sale/sale-type-badges';
import { PostStats } from './post-stats';

interface OwnSaleCardProps {
  sale: Listing;
  /** Past its visibility window: no longer on the map or Find. */
  ended: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One of the seller's sales, with its views and favorites and its Edit and Delete buttons; an ended or taken-down sale says so. */
export function OwnSaleCard({ sale, ended, onEdit, onDelete }: OwnSaleCardProps) {
  const { t, i18n } = useTranslation('posts');
  const { t: tSales } = useTranslation('sales');
  const days = formatSaleDays(sale, i18n.language, { invalid: tSales('sheet.invalidDate'), error: tSales('sheet.dateError') });
  return (
    <Card variant="outlined" component="article" aria-label={sale.title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SaleImage url={sale.imageUrl} alt={sale.title} width="100%" height={140} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {sale.title}
          </Typography>
          {ended && <Chip size="small" label={t('ended')} />}
        </Stack>
        {!sale.isActive && <Chip size="small" color="error" label={t('takenDown')} sx={{ my: 0.5 }} />}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {sale.address}
        </Typography>
        {/* Decision 0069: what others see of it is not what the seller reads here. */}
        {sale.addressShownFrom && <Chip size="small" icon={<LockOutlinedIcon />} label={t('addressKept')} sx={{ mb: 1 }} />}
        <Typography variant="body2">{days}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {formatSaleHours(sale.startTime, sale.endTime, i18n.language)}
        </Typography>
        <SaleTypeBadges sale={sale} />
        <PostStats views={sale.views} savedBy={sale.savedBy} kind="sale" />
      </CardContent>
      <CardActions>
        <Button startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={t('editLabel', { title: sale.title })}>
          {t('edit')}
        </Button>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete} aria-label={t('deleteLabel', { title: sale.title })}>
          {t('delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
