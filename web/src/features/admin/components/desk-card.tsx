import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { When } from './when';

interface DeskCardProps {
  /** Names the card (an article) for assistive technology too. */
  heading: string;
  /** When what the card is about was filed. */
  filed: string;
  children: ReactNode;
  /** The decisions, as buttons. */
  actions: ReactNode;
}

/** One case in a queue of the desk, a report or an appeal: what it is, when it came, the facts and the decisions. */
export function DeskCard({ heading, filed, children, actions }: DeskCardProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2.5}>
          <div>
            <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('filed')} <When iso={filed} />
            </Typography>
          </div>
          {children}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>{actions}</CardActions>
    </Card>
  );
}
