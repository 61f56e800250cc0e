/** Builds web/dist (production, precompressed) unless its sources are unchanged since the last build. */
export function buildWebIfStale(): void;
