import { Button, Stack } from '@mui/material';
import type { AdminPerson } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { useSuspendedAccounts } from '../api/desk-lists';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { FetchedList } from './fetched-list';
import { PersonDetails } from './person-details';

function SuspendedAccount({ person, onRestore }: { person: AdminPerson; onRestore: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const subject = `${person.displayName} (${person.email})`;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere', typography: 'body2' }}>
      <PersonDetails person={person} />
      <Button size="small" variant="outlined" onClick={() => onRestore({ kind: 'restore', id: person.id, subject })} aria-label={t('actions.restoreLabel', { subject })}>
        {t('actions.restore')}
      </Button>
    </Stack>
  );
}

/** The suspended accounts, most recently suspended first, each with when and why, and the way back: Restore. */
export function SuspendedAccounts({ onRestore }: { onRestore: (request: DeskRequest) => void }) {
  const accounts = useSuspendedAccounts();
  return (
    <FetchedList kind="suspended" query={accounts}>
      {(person) => <SuspendedAccount person={person} onRestore={onRestore} />}
    </FetchedList>
  );
}
