// The spec's text limits (a message's 1 to 1000 characters, a bio's, a reason's) count characters as
// people see them, not UTF-16 units, so an emoji counts once, not twice.

/** A text's length as its limit counts it: code points. */
export const charactersIn = (text: string): number => [...text].length;

/**
 * `.test(atMostCharacters(max, message))`: at most `max` characters as charactersIn counts them, as a
 * 'max' test with its number, so the API's JSON Schema states it as `maxLength` (code points too).
 */
export const atMostCharacters = (max: number, message: string) => ({
  name: 'max',
  params: { max },
  message,
  test: (text: string | undefined) => !text || charactersIn(text) <= max,
});
