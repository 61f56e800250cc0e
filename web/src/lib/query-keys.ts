import type { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query keys shared across features: a screen that changes listings (post, edit, delete)
 * invalidates `listingKeys.all` and every list that shows them refetches.
 */
export const listingKeys = {
  all: ['listings'] as const,
  /** GET /api/listings with the given search parameters (Find: near and the filters). */
  search: (params: Record<string, string>) => ['listings', 'search', params] as const,
  /** GET /api/listings/user */
  own: ['listings', 'own'] as const,
  /** GET /api/listings/selection: the given sales still shown. */
  selection: (ids: readonly string[]) => ['listings', 'selection', ids] as const,
  /** GET /api/listings/{id} */
  detail: (id: string) => ['listings', 'detail', id] as const,
};

/** GET /api/alerts: the signed-in person's sale alerts. */
export const saleAlertsKey = ['sale-alerts'] as const;
export const itemAlertsKey = ['item-alerts'] as const;

/** GET /api/favorites (signed-in users only). */
export const favoritesKey = ['favorites'] as const;

/** GET /api/saved-classifieds (signed-in users only). */
export const savedClassifiedsKey = ['saved-classifieds'] as const;

/** Classified queries: saving, renewing or deleting one invalidates `classifiedKeys.all`. */
export const classifiedKeys = {
  all: ['classifieds'] as const,
  /** GET /api/classifieds with the given query (pages follow by cursor). */
  search: (params: Record<string, string>) => ['classifieds', 'search', params] as const,
  /** GET /api/classifieds/user */
  own: ['classifieds', 'own'] as const,
  /** GET /api/classifieds/{id} */
  detail: (id: string) => ['classifieds', 'detail', id] as const,
};

/** Messaging: sending invalidates `messageKeys.all`, so the inbox, the badge and the open conversation refetch. */
export const messageKeys = {
  all: ['messages'] as const,
  /** GET /api/messages/conversations, page by page. */
  conversations: ['messages', 'conversations'] as const,
  /** GET /api/messages/conversations?listingId=: under `conversations`, so what refreshes the inbox refreshes it too. */
  conversationAbout: (listingId: string) => ['messages', 'conversations', 'about', listingId] as const,
  /** GET /api/messages/unread: the badge. */
  unread: ['messages', 'unread'] as const,
  /** GET /api/messages/{listingId}/{otherUserId}, page by page back in time. */
  thread: (listingId: string, otherUserId: string) => ['messages', 'thread', listingId, otherUserId] as const,
};

/** GET /api/users/{id}/blocked: whether the signed-in user blocks that user. */
export const blockKey = (userId: string) => ['blocks', userId] as const;

/** After a post is saved (SPEC section 7): the lists of listings, the user's own posts and classifieds refetch. */
export const refreshPostLists = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: listingKeys.all }), queryClient.invalidateQueries({ queryKey: classifiedKeys.all })]);
