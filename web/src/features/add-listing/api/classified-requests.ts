import type { Classified } from '@yardsale/core/api-types';
import { apiUpload } from '@/lib/api-upload';

const path = (id: string) => `/api/classifieds/${encodeURIComponent(id)}`;

/**
 * POST /api/classifieds (new, with its Idempotency-Key) or PUT /api/classifieds/{id} (edit) as
 * multipart, reporting upload progress.
 */
export const saveClassified = (id: string | undefined, body: FormData, onProgress: (sent: number) => void, idempotencyKey?: string) =>
  apiUpload<Classified>(id ? path(id) : '/api/classifieds', id ? { method: 'PUT', body, onProgress } : { method: 'POST', body, onProgress, idempotencyKey });
