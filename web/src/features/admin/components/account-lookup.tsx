import { Button, Stack, Typography } from '@mui/material';
import type { AdminFoundPerson } from '@yardsale/core/api-types';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAccountLookup } from '../api/desk-lists';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { FetchedList } from './fetched-list';
import { LookupForm } from './lookup-form';
import { PersonDetails } from './person-details';
import { UserRecord } from './user-record';

const HEADING_ID = 'desk-find-account';

/**
 * A person found at the desk, and what it can do to their account (suspend it, or restore it while
 * suspended), with their record: the reports against them and their posts, each of which it can remove.
 */
export function FoundAccount({ person, onAction, underHeading = false }: { person: AdminFoundPerson; onAction: (request: DeskRequest) => void; underHeading?: boolean }) {
  const { t } = useTranslation('admin');
  const subject = `${person.displayName} (${person.email})`;
  const suspended = person.suspendedAt !== null;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere', typography: 'body2' }}>
      <PersonDetails person={person} />
      <Button size="small" variant="outlined" color={suspended ? 'primary' : 'error'} onClick={() => onAction({ kind: suspended ? 'restore' : 'suspend', id: person.id, subject })}>
        {t(suspended ? 'actions.restore' : 'actions.suspend')}
      </Button>
      <UserRecord name={person.displayName} reports={person.reports} posts={person.posts} onRemove={(post) => onAction({ kind: 'remove', id: post.id, subject: post.title })} headingLevel={underHeading ? 'h4' : 'h3'} />
    </Stack>
  );
}

/**
 * An account found by its e-mail address (decision 0072): someone who wrote to support, or was
 * reported outside the app, can be suspended or restored without a report in the queue.
 */
export function AccountLookup({ onAction }: { onAction: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState<string | null>(null);
  const found = useAccountLookup(email);
  return (
    <Stack component="section" aria-labelledby={HEADING_ID} spacing={2}>
      <Typography component="h2" variant="h6" id={HEADING_ID}>
        {t('lookup.heading')}
      </Typography>
      <LookupForm name={t('lookup.search')} label={t('lookup.email')} type="email" onFind={(typed) => setEmail(typed || null)} />
      {email && (
        <FetchedList kind="lookup" query={found}>
          {(person) => <FoundAccount person={person} onAction={onAction} />}
        </FetchedList>
      )}
    </Stack>
  );
}
