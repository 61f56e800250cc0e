import type { Classified } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

/** GET /api/classifieds/{id}: one classified while it is shown; its seller gets the exact address (location) and point. */
export const fetchClassified = (id: string, signal?: AbortSignal) => api.get<Classified>(`/api/classifieds/${encodeURIComponent(id)}`, { signal });
