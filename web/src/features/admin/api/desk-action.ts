import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import type { AdminNoteInput } from '@yardsale/core/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type DeskActionKind = 'dismiss' | 'remove' | 'restorePost' | 'suspend' | 'restore' | 'reject' | 'erase' | 'keep';

/** What each action is done to: a report, a post (yard sale or classified), an account, an appeal or a deletion request. */
const PATHS: Record<DeskActionKind, (id: string) => string> = {
  dismiss: (reportId) => `/api/admin/reports/${encodeURIComponent(reportId)}/dismiss`,
  remove: (postId) => `/api/admin/listings/${encodeURIComponent(postId)}/remove`,
  restorePost: (postId) => `/api/admin/listings/${encodeURIComponent(postId)}/restore`,
  suspend: (userId) => `/api/admin/users/${encodeURIComponent(userId)}/suspend`,
  restore: (userId) => `/api/admin/users/${encodeURIComponent(userId)}/restore`,
  reject: (appealId) => `/api/admin/appeals/${encodeURIComponent(appealId)}/reject`,
  erase: (requestId) => `/api/admin/deletion-requests/${encodeURIComponent(requestId)}/complete`,
  keep: (requestId) => `/api/admin/deletion-requests/${encodeURIComponent(requestId)}/reject`,
};

export interface DeskActionInput extends AdminNoteInput {
  kind: DeskActionKind;
  /** The report, post, account, appeal or deletion request the action is done to. */
  id: string;
}

/** POST one of the desk's actions with its note; answers the API's message, then everything the desk shows refetches. */
export function useDeskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, ...body }: DeskActionInput) => api.post<MessageResponse>(PATHS[kind](id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
