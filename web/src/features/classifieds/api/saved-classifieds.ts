import type { SavedClassifiedResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

/** GET /api/saved-classifieds: ids of the signed-in user's saved classifieds that are shown. */
export const fetchSavedClassifiedIds = () => api.get<string[]>('/api/saved-classifieds');

/** POST /api/saved-classifieds */
export const saveClassified = (classifiedId: string) => api.post<SavedClassifiedResponse>('/api/saved-classifieds', { classifiedId });

/** DELETE /api/saved-classifieds/{classifiedId} */
export const unsaveClassified = (classifiedId: string) => api.delete<SavedClassifiedResponse>(`/api/saved-classifieds/${encodeURIComponent(classifiedId)}`);
