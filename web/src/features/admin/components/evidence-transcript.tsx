import { Box, Stack, Typography } from '@mui/material';
import type { AdminReport, ReportEvidence } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { When } from './when';

type Role = 'reported' | 'reporter' | 'other';

const roleOf = (report: AdminReport, senderId: string): Role =>
  senderId === report.reported.id ? 'reported' : senderId === report.reporter?.id ? 'reporter' : 'other';

const ACCENT: Record<Role, string> = { reported: 'error.main', reporter: 'primary.main', other: 'divider' };

/** The kept messages, oldest first, each saying who sent it (reporter or reported) and when. */
export function EvidenceTranscript({ report, messages }: { report: AdminReport; messages: ReportEvidence['messages'] }) {
  const { t } = useTranslation('admin');
  const authors: Record<Role, string> = {
    reported: `${report.reported.displayName} (${t('people.reportedRole')})`,
    reporter: `${report.reporter?.displayName ?? t('people.deleted')} (${t('people.reporterRole')})`,
    other: t('people.someoneElse'),
  };
  const label = t('evidence.transcript', { reporter: report.reporter?.displayName ?? t('people.deleted'), reported: report.reported.displayName });
  if (messages.length === 0) return <Typography variant="body2">{t('evidence.noMessages')}</Typography>;
  return (
    <Stack component="ol" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message, index) => {
        const role = roleOf(report, message.senderId);
        return (
          <Box component="li" key={`${message.createdAt}-${index}`} sx={{ pl: 1.5, borderLeft: 3, borderColor: ACCENT[role] }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {authors[role]}:{' '}
              <Typography component="span" variant="body2" sx={{ fontWeight: 400, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.content}
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <When iso={message.createdAt} />
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
