import type { Classified } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';

const path = (id: string) => `/api/classifieds/${encodeURIComponent(id)}`;

/** GET /api/classifieds/{id}: the seller gets the exact address (location) and point. */
export const fetchClassified = (id: string, signal?: AbortSignal) => api.get<Classified>(path(id), { signal });

/** POST /api/classifieds (new) or PUT /api/classifieds/{id} (edit) as multipart, reporting upload progress. */
export const saveClassified = (id: string | undefined, body: FormData, onProgress: (sent: number) => void) =>
  apiUpload<Classified>(id ? path(id) : '/api/classifieds', { method: id ? 'PUT' : 'POST', body, onProgress });
