import { useMutation } from '@tanstack/react-query';
import type { PostReportRecord } from '@yardsale/core/api-types';
import type { PostReportInput } from '@yardsale/core/schemas/messaging';
import { api } from '@/lib/api-client';
import type { MessageTarget } from '@/components/messages/message-target';

const reportPath = ({ id, type }: MessageTarget) => `/api/${type === 'listing' ? 'listings' : 'classifieds'}/${encodeURIComponent(id)}/report`;

/** POST /api/listings/{id}/report or /api/classifieds/{id}/report {problem, details} (decision 0056). */
export function useReportPost() {
  return useMutation({
    mutationFn: ({ post, ...body }: PostReportInput & { post: MessageTarget }) => api.post<PostReportRecord>(reportPath(post), body),
  });
}
