import { Button, Stack } from '@mui/material';
import type { AdminDeletionRequest } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { DetailItem } from '@/components/ui/detail-item';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { DeskCard } from './desk-card';
import { PersonDetails } from './person-details';
import { When } from './when';

interface DeletionRequestCardProps {
  request: AdminDeletionRequest;
  onAction: (request: DeskRequest) => void;
}

/**
 * A request to delete what is kept for an e-mail address, filed by anyone on /data-deletion: when it
 * is due, why, and the account it names (whose owner was mailed, and may have objected). Deleting
 * erases that account and the address's support messages; rejecting keeps everything.
 */
export function DeletionRequestCard({ request, onAction }: DeletionRequestCardProps) {
  const { t } = useTranslation('admin');
  const subject = request.email;
  const actions = (
    <>
      <Button variant="outlined" onClick={() => onAction({ kind: 'keep', id: request.id, subject })}>
        {t('actions.keep')}
      </Button>
      <Button variant="contained" color="error" onClick={() => onAction({ kind: 'erase', id: request.id, subject, ...(!request.account && { text: 'textNoAccount' as const }) })}>
        {t('actions.erase')}
      </Button>
    </>
  );
  return (
    <DeskCard heading={t('deletion.heading', { email: request.email })} filed={request.createdAt} actions={actions}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <DetailItem label={t('deletion.due')}>
          <When iso={request.dueAt} />
        </DetailItem>
        <DetailItem label={t('deletion.reason')}>{request.reason || t('deletion.noReason')}</DetailItem>
        <DetailItem label={t('deletion.account')}>{request.account ? <PersonDetails person={request.account} /> : t('deletion.noAccount')}</DetailItem>
      </Stack>
    </DeskCard>
  );
}
