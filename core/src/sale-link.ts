// A sale's own address: Find with the sale's sheet open over it. Sale alerts' pushes and e-mails
// link there, and so does the sheet's Share.

export const SALE_LINK_PARAM = 'sale';

/** The path that opens a sale's sheet on Find. */
export const salePath = (listingId: string) => `/find?${SALE_LINK_PARAM}=${encodeURIComponent(listingId)}`;
