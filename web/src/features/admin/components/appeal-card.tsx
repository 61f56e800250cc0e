import { Button, Stack } from '@mui/material';
import type { AdminAppeal } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { DetailItem } from '@/components/ui/detail-item';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { DeskCard } from './desk-card';
import { PersonDetails } from './person-details';
import { UserRecord } from './user-record';

interface AppealCardProps {
  appeal: AdminAppeal;
  onAction: (request: DeskRequest) => void;
}

/**
 * A suspended user's open appeal: the suspension (in their details), what they wrote, and their record.
 * Restoring the account grants the appeal; rejecting it keeps them suspended for good.
 */
export function AppealCard({ appeal, onAction }: AppealCardProps) {
  const { t } = useTranslation('admin');
  const { user } = appeal;
  const subject = `${user.displayName} (${user.email})`;
  const actions = (
    <>
      <Button variant="outlined" color="error" onClick={() => onAction({ kind: 'reject', id: appeal.id, subject })}>
        {t('actions.reject')}
      </Button>
      <Button variant="contained" onClick={() => onAction({ kind: 'restore', id: user.id, subject })}>
        {t('actions.restore')}
      </Button>
    </>
  );
  return (
    <DeskCard heading={t('appeal.heading', { name: user.displayName })} filed={appeal.createdAt} actions={actions}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <DetailItem label={t('people.appellant')}>
          <PersonDetails person={user} />
        </DetailItem>
        <DetailItem label={t('appeal.message')}>{appeal.message}</DetailItem>
      </Stack>
      <UserRecord name={user.displayName} reports={appeal.reports} posts={appeal.posts} onRemove={(post) => onAction({ kind: 'remove', id: post.id, subject: post.title })} />
    </DeskCard>
  );
}
