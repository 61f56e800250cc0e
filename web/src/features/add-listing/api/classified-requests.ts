import type { Classified } from '@yardsale/core/api-types';
import { apiUpload } from '@/lib/api-upload';

const path = (id: string) => `/api/classifieds/${encodeURIComponent(id)}`;

/** POST /api/classifieds as multipart, reporting upload progress; a retry with its Idempotency-Key gets what the first try made, and `onRepeat` is told so. */
export const createClassified = (body: FormData, onProgress: (sent: number) => void, idempotencyKey: string, onRepeat: () => void) =>
  apiUpload<Classified>('/api/classifieds', { method: 'POST', body, onProgress, idempotencyKey, onRepeat });

/** PUT /api/classifieds/{id} (an edit) as multipart, reporting upload progress. */
export const updateClassified = (id: string, body: FormData, onProgress: (sent: number) => void) => apiUpload<Classified>(path(id), { method: 'PUT', body, onProgress });
