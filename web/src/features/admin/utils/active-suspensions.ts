import type { AdminActionRecord } from '@yardsale/core/api-types';

/**
 * The ids of the log's suspensions still in force: for each account, its newest suspend or restore
 * decides. `actions` is newest first, so a restore newer than a suspension is always in the same page.
 */
export function activeSuspensions(actions: readonly AdminActionRecord[]): Set<string> {
  const decided = new Set<string>();
  const active = new Set<string>();
  for (const entry of actions) {
    if (!entry.targetUserId || decided.has(entry.targetUserId)) continue;
    if (entry.action === 'suspend') active.add(entry.id);
    if (entry.action === 'suspend' || entry.action === 'restore') decided.add(entry.targetUserId);
  }
  return active;
}
