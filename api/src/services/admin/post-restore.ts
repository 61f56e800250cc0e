// An administrator takes back a takedown (decision 0068): the post shows again with its photos, the
// audit log says why, and its owner is mailed that it is back. Not while its owner is suspended:
// restoring the account is the way back for all of their posts.
import { eq } from 'drizzle-orm';
import { languageOr } from '@yardsale/core/constants';
import { type AdminNoteInput } from '@yardsale/core/schemas/admin';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { conflict, forbidden } from '@/services/errors';
import { postRestoredMail } from '@/services/mail-templates';
import { releasePhotosOf } from '@/services/withheld-photos';
import { idsOf, lockedPost, logAction, showPost, type Admin } from './actions';

export async function restorePost(ctx: ServiceContext, admin: Admin, postId: string, { note }: AdminNoteInput, now = new Date()): Promise<void> {
  const { db } = ctx.database;
  const restored = await db.transaction(async (tx) => {
    // Locked as read: of two administrators restoring it at once, one shows it and its owner hears once.
    const post = await lockedPost(tx, postId);
    if (post.userId === admin.id) throw forbidden(ADMIN_MESSAGES.aboutYou);
    if (post.isActive) throw conflict(ADMIN_MESSAGES.notTakenDown);
    const [owner] = await tx.select({ email: users.email, preferences: users.preferences, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, post.userId));
    if (owner?.suspendedAt) throw conflict(ADMIN_MESSAGES.ownerSuspended);
    await showPost(tx, post, true);
    await releasePhotosOf(tx, idsOf(post));
    await logAction(tx, admin, { action: 'restore-listing', note, targetUserId: post.userId, details: { postId, type: post.type } }, now);
    return { title: post.title, owner };
  });
  if (!restored.owner) return;
  const { email, preferences } = restored.owner;
  await ctx.sendMail(postRestoredMail(email, languageOr(preferences.language), { title: restored.title, postsUrl: `${ctx.config.publicUrl}/posts` }));
}
