import { Chip, Stack, Typography } from '@mui/material';
import type { AdminPerson } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { When } from './when';

/** A person as the desk sees them: name, e-mail, when they joined, whether and when they deleted their account, and whether, when and why they were suspended. */
export function PersonDetails({ person }: { person: AdminPerson | null }) {
  const { t } = useTranslation('admin');
  if (!person) return t('people.deleted');
  return (
    <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {person.displayName}
        </Typography>{' '}
        · {person.email}
      </span>
      <Typography component="span" variant="caption" color="text.secondary">
        {t('people.joined')} <When iso={person.createdAt} />
      </Typography>
      {person.deletedAt && (
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={t('people.accountDeleted')} />
          <Typography component="span" variant="caption">
            <When iso={person.deletedAt} />
          </Typography>
        </Stack>
      )}
      {person.suspendedAt && (
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" color="error" label={t('people.suspended')} />
          <Typography component="span" variant="caption">
            <When iso={person.suspendedAt} />
          </Typography>
        </Stack>
      )}
      {person.suspensionReason && (
        <Typography component="span" variant="caption">
          {t('people.suspendedFor', { reason: person.suspensionReason })}
        </Typography>
      )}
    </Stack>
  );
}
