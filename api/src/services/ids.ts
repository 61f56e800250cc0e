const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can be a row id: anything else names nothing, so it reads as not found, never as a database error. */
export const isUuid = (value: string) => UUID_RE.test(value);
