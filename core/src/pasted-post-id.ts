// The post a moderator was sent (decision 0074), read out of whatever was pasted. Apart from
// listing-links.ts, which every page's start holds: only the desk needs it.

const POST_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The post a pasted link or id names (a sale's or a classified's link, a desk URL, the bare id), in
 * lower case; null when it holds none. The first id wins: a post's link holds only its own.
 */
export const postIdIn = (text: string): string | null => POST_ID.exec(text)?.[0].toLowerCase() ?? null;
