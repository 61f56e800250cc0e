/**
 * Set on an API answer shaped for the signed-in person who asked (a seller's own sales in a list
 * carry their exact address): a copy the phone saved of it is theirs, and goes when the phone is
 * next used by a guest (decision 0041).
 */
export const FOR_ACCOUNT_HEADER = 'x-for-account';
