import { Button, Stack, TextField } from '@mui/material';
import type { AdminPerson } from '@yardsale/core/api-types';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAccountLookup } from '../api/desk-lists';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { FetchedList } from './fetched-list';
import { PersonDetails } from './person-details';

/** The person found, and what the desk can do to their account: suspend it, or restore it while suspended. */
function FoundAccount({ person, onAction }: { person: AdminPerson; onAction: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const subject = `${person.displayName} (${person.email})`;
  const suspended = person.suspendedAt !== null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere', typography: 'body2' }}>
      <PersonDetails person={person} />
      <Button size="small" variant="outlined" color={suspended ? 'primary' : 'error'} onClick={() => onAction({ kind: suspended ? 'restore' : 'suspend', id: person.id, subject })}>
        {t(suspended ? 'actions.restore' : 'actions.suspend')}
      </Button>
    </Stack>
  );
}

/**
 * An account found by its e-mail address (decision 0072): someone who wrote to support, or was
 * reported outside the app, can be suspended or restored without a report in the queue.
 */
export function AccountLookup({ onAction }: { onAction: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const found = useAccountLookup(email);
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        aria-label={t('lookup.search')}
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(typed.trim() || null);
        }}
      >
        <TextField type="email" size="small" label={t('lookup.email')} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" fullWidth />
        <Button type="submit" variant="contained">
          {t('lookup.find')}
        </Button>
      </Stack>
      {email && (
        <FetchedList kind="lookup" query={found}>
          {(person) => <FoundAccount person={person} onAction={onAction} />}
        </FetchedList>
      )}
    </Stack>
  );
}
