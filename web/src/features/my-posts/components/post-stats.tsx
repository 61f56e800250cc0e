import { Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';

interface PostStatsProps {
  views: number;
  /** How many keep it: favorites of a sale, saves of a classified. */
  savedBy: number | undefined;
  kind: 'sale' | 'classified';
}

/** What a seller learns of the interest in a post (decision 0059): '12 views · Saved by 3 people'. */
export function PostStats({ views, savedBy, kind }: PostStatsProps) {
  const { t } = useTranslation('posts');
  const kept = savedBy === undefined ? [] : [t(kind === 'sale' ? 'stats.favoriteOf' : 'stats.savedBy', { count: savedBy })];
  return (
    <Typography variant="body2" color="text.secondary">
      {[t('stats.views', { count: views }), ...kept].join(' · ')}
    </Typography>
  );
}
