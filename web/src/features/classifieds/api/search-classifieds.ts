import type { ClassifiedsPage } from '@yardsale/core/api-types';
import type { ClassifiedQuery } from '@yardsale/core/classified-query';
import { api } from '@/lib/api-client';

const defined = (query: ClassifiedQuery) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** GET /api/classifieds: one page, built with core's classifiedQuery; public, and without the viewer's own. */
export function searchClassifieds(query: ClassifiedQuery, signal?: AbortSignal) {
  const params = new URLSearchParams(defined(query)).toString();
  return api.get<ClassifiedsPage>(params ? `/api/classifieds?${params}` : '/api/classifieds', { signal });
}
