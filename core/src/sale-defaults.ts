// What the /post form starts with (SPEC sections 3 and 5); its categories are in constants.ts, beside the classifieds'.

export const DEFAULT_YARD_SALE_CATEGORY = 'Multi-Family';

export const DEFAULT_SALE_TIMES = { start: '09:00', end: '17:00' } as const;
/** What the /post form starts with (SPEC section 5 "Blank defaults"); clearing one is 'Missing ...'. */
export const DEFAULT_SALE_TEXT = { title: 'Yard Sale', description: 'Come check out our yard sale!' } as const;
