import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockRecord, BlockStatus, MessageResponse, ReportRecord } from '@yardsale/core/api-types';
import type { BlockInput, ReportInput } from '@yardsale/core/schemas/messaging';
import { api } from '@/lib/api-client';
import { blockKey, messageKeys } from '@/lib/query-keys';

const userPath = (userId: string, action: 'blocked' | 'block' | 'report') => `/api/users/${encodeURIComponent(userId)}/${action}`;

/** GET /api/users/{id}/blocked: whether the signed-in user blocks this user now. */
export function useBlockStatus(userId: string) {
  return useQuery({
    queryKey: blockKey(userId),
    queryFn: ({ signal }) => api.get<BlockStatus>(userPath(userId, 'blocked'), { signal }),
  });
}

/** A block marks the blocker's conversations with the other and stops messages: the status and every messaging list refetch. */
function useAfterBlockChange() {
  const queryClient = useQueryClient();
  return (userId: string) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: blockKey(userId) }), queryClient.invalidateQueries({ queryKey: messageKeys.all })]);
}

/** POST /api/users/{id}/block {duration, reason}. */
export function useBlockUser() {
  const refresh = useAfterBlockChange();
  return useMutation({
    mutationFn: ({ userId, ...body }: BlockInput & { userId: string }) => api.post<BlockRecord>(userPath(userId, 'block'), body),
    onSuccess: (_record, { userId }) => refresh(userId),
  });
}

/** POST /api/users/{id}/report {reason, listingId}: blocks for good and files the report. */
export function useReportUser() {
  const refresh = useAfterBlockChange();
  return useMutation({
    mutationFn: ({ userId, ...body }: ReportInput & { userId: string }) => api.post<ReportRecord>(userPath(userId, 'report'), body),
    onSuccess: (_record, { userId }) => refresh(userId),
  });
}

/** DELETE /api/users/{id}/block. */
export function useUnblockUser() {
  const refresh = useAfterBlockChange();
  return useMutation({
    mutationFn: (userId: string) => api.delete<MessageResponse>(userPath(userId, 'block')),
    onSuccess: (_answer, userId) => refresh(userId),
  });
}
