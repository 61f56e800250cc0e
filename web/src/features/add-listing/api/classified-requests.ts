import type { Classified } from '@yardsale/core/api-types';
import { apiUpload } from '@/lib/api-upload';

const path = (id: string) => `/api/classifieds/${encodeURIComponent(id)}`;

/** POST /api/classifieds (new) or PUT /api/classifieds/{id} (edit) as multipart, reporting upload progress. */
export const saveClassified = (id: string | undefined, body: FormData, onProgress: (sent: number) => void) =>
  apiUpload<Classified>(id ? path(id) : '/api/classifieds', { method: id ? 'PUT' : 'POST', body, onProgress });
