/** Whether two lists without repeats (categories, days, search terms) hold the same items, in any order. */
export const sameMembers = (one: readonly string[], other: readonly string[]): boolean => one.length === other.length && one.every((item) => other.includes(item));
