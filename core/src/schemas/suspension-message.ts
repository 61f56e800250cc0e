// Apart from filled-messages.ts, whose patterns and plurals every screen's first load would carry
// (0.3 KB): the app's first session check asks only this (web/src/lib/auth.ts).

/** How a suspended account's refusal begins; the administrator's reason follows (FILLED_MESSAGES.suspended). */
export const SUSPENSION_MESSAGE_START = 'This account is suspended: ';

/** Whether an answer's message is a suspension's ('This account is suspended: …'): signing in will not help. */
export const isSuspension = (message: string | undefined): message is string => message?.startsWith(SUSPENSION_MESSAGE_START) ?? false;
