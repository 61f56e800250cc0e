import { Button, Chip, Stack, Typography } from '@mui/material';
import type { AdminPost, AdminReportLine } from '@yardsale/core/api-types';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { When } from './when';

type HeadingLevel = 'h3' | 'h4';

function RecordList({ heading, level, empty, children }: { heading: string; level: HeadingLevel; empty: string; children: ReactNode[] }) {
  return (
    <section>
      <Typography component={level} variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
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

function PostLine({ post, onRemove }: { post: AdminPost; onRemove: (() => void) | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="li" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Chip size="small" variant="outlined" label={t(`record.types.${post.type}`)} />
      <Chip size="small" color={post.isActive ? 'success' : 'default'} label={t(post.isActive ? 'record.active' : 'record.removed')} />
      {post.isActive && onRemove && (
        <Button size="small" color="error" onClick={onRemove} aria-label={t('actions.removeLabel', { title: post.title })}>
          {t('actions.remove')}
        </Button>
      )}
    </Stack>
  );
}

interface UserRecordProps {
  /** Whose record it is: their display name. */
  name: string;
  /** The reports against them, newest first. */
  reports: AdminReportLine[];
  /** Set on a report's card, whose list leaves out the report itself. */
  others?: boolean;
  posts: AdminPost[];
  /** None where this administrator may not act (a report about themselves). */
  onRemove?: (post: AdminPost) => void;
  /** Its headings' level: h4 under a heading of the person's own. */
  headingLevel?: HeadingLevel;
}

/** A reported or suspended user's record: the reports against them (count and reasons) and their posts, removed ones too. */
export function UserRecord({ name, reports, others = false, posts, onRemove, headingLevel = 'h3' }: UserRecordProps) {
  // reports: the names of what a post is reported for.
  const { t } = useTranslation(['admin', 'reports']);
  const texts = others ? { heading: 'record.otherReports', empty: 'record.noOtherReports' } : { heading: 'record.reports', empty: 'record.noReports' };
  return (
    <>
      <RecordList heading={t(texts.heading, { name, count: reports.length })} level={headingLevel} empty={t(texts.empty)}>
        {reports.map((report) => (
          <Typography component="li" variant="body2" key={report.id}>
            {[report.problem && t(`reports:problems.${report.problem}`), report.reason].filter(Boolean).join(': ')} — {t(`record.statuses.${report.status}`)}, <When iso={report.createdAt} />
          </Typography>
        ))}
      </RecordList>
      <RecordList heading={t('record.posts', { name, count: posts.length })} level={headingLevel} empty={t('record.noPosts')}>
        {posts.map((post) => (
          <PostLine key={post.id} post={post} onRemove={onRemove && (() => onRemove(post))} />
        ))}
      </RecordList>
    </>
  );
}
