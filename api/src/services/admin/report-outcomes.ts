// Someone who reported a post from its sheet (decision 0056) hears what came of it once the desk has
// acted: the post was taken down (removed, or hidden with its owner's suspension), or it stays. A
// report of a person is not answered: what happens to someone else's account is theirs.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { languageOr } from '@yardsale/core/constants';
import { reports, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { postReportOutcomeMail } from '@/services/mail-templates';

/**
 * Mails the reporters of these just-reviewed reports, those of a post only, each in their language,
 * when they take account notices by mail (a deleted reporter's report has nobody to tell).
 */
export async function tellPostReporters(ctx: ServiceContext, reportIds: readonly string[], takenDown: boolean): Promise<void> {
  if (reportIds.length === 0) return;
  const reporters = await ctx.database.db
    .select({ email: users.email, emailVerified: users.emailVerified, preferences: users.preferences, notificationSettings: users.notificationSettings, evidence: reports.evidence })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(inArray(reports.id, [...reportIds]), isNotNull(reports.postId)));
  for (const reporter of reporters) {
    // The title they saw when they reported it: the post may have been renamed or deleted since.
    const title = reporter.evidence.listing?.title;
    if (!title || !reporter.emailVerified || !reporter.notificationSettings.email) continue;
    await ctx.sendMail(postReportOutcomeMail(reporter.email, languageOr(reporter.preferences.language), title, takenDown));
  }
}
