import type { Classified } from '@yardsale/core/api-types';

/** Past its expiry: no longer shown to others until refreshed. */
export const isExpired = (classified: Pick<Classified, 'expiresAt'>, now: number) => Date.parse(classified.expiresAt) < now;
