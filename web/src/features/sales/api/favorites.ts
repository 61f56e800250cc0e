import type { FavoriteResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

/** GET /api/favorites: ids of the signed-in user's favorited sales still shown (the server drops the rest). */
export const fetchFavoriteIds = () => api.get<string[]>('/api/favorites');

/** POST /api/favorites */
export const addFavorite = (listingId: string) => api.post<FavoriteResponse>('/api/favorites', { listingId });

/** DELETE /api/favorites/{listingId}: also purges the user's expired favorites on the server. */
export const removeFavorite = (listingId: string) => api.delete<FavoriteResponse>(`/api/favorites/${encodeURIComponent(listingId)}`);
