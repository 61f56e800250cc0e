// A listing's own address, to share or to link from a notification: Find with the sale's sheet open
// over it, or /classifieds with the item's. Sale alerts' pushes and e-mails link to sales there, and
// a sale day's push (decision 0042) to one sale or to the route through them.

export const SALE_LINK_PARAM = 'sale';
export const CLASSIFIED_LINK_PARAM = 'item';

/** The path that opens a sale's sheet on Find. */
export const salePath = (listingId: string) => `/find?${SALE_LINK_PARAM}=${encodeURIComponent(listingId)}`;

/** /classifieds showing only what the signed-in user saved (decision 0048). */
export const SAVED_LINK_PARAM = 'saved';
export const SAVED_CLASSIFIEDS_PATH = `/classifieds?${SAVED_LINK_PARAM}=1`;

/** The path that opens a classified's sheet on /classifieds. */
export const classifiedPath = (classifiedId: string) => `/classifieds?${CLASSIFIED_LINK_PARAM}=${encodeURIComponent(classifiedId)}`;

/** The route through the favorite sales open on a day (decision 0038). */
export const ROUTE_PAGE_PATH = '/route';
