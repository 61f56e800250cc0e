import { Button, Chip, Stack, Typography } from '@mui/material';
import type { AdminPost, AdminReport } from '@yardsale/core/api-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { When } from './when';

function RecordList({ heading, empty, children }: { heading: string; empty: string; children: ReactNode[] }) {
  return (
    <section>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      {children.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {children}
        </Stack>
      )}
    </section>
  );
}

function PostLine({ post, onRemove }: { post: AdminPost; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="li" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Chip size="small" variant="outlined" label={t(`record.types.${post.type}`)} />
      <Chip size="small" color={post.isActive ? 'success' : 'default'} label={t(post.isActive ? 'record.active' : 'record.removed')} />
      {post.isActive && (
        <Button size="small" color="error" onClick={onRemove} aria-label={t('actions.removeLabel', { title: post.title })}>
          {t('actions.remove')}
        </Button>
      )}
    </Stack>
  );
}

interface ReportedRecordProps {
  report: AdminReport;
  onRemove: (post: AdminPost) => void;
}

/** The reported user's record: their other reports (count and reasons) and their posts, removed ones too. */
export function ReportedRecord({ report, onRemove }: ReportedRecordProps) {
  const { t } = useTranslation('admin');
  const { displayName: name } = report.reported;
  return (
    <>
      <RecordList heading={t('record.otherReports', { name, count: report.otherReports.length })} empty={t('record.noOtherReports')}>
        {report.otherReports.map((other) => (
          <Typography component="li" variant="body2" key={other.id}>
            {other.reason} — {t(`record.statuses.${other.status}`)}, <When iso={other.createdAt} />
          </Typography>
        ))}
      </RecordList>
      <RecordList heading={t('record.posts', { name, count: report.posts.length })} empty={t('record.noPosts')}>
        {report.posts.map((post) => (
          <PostLine key={post.id} post={post} onRemove={() => onRemove(post)} />
        ))}
      </RecordList>
    </>
  );
}
