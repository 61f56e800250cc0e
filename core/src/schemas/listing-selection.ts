import '../contract/yup-locale';
import { object, string } from 'yup';
import { LISTING_LIST_LIMITS } from '../listing-query';

export const LISTING_SELECTION_MESSAGE = `ids must be 1 to ${LISTING_LIST_LIMITS.selectionMax} sale ids separated by commas`;

/** A comma list of ids, each at most 100 characters, or undefined when it is not one. */
export function parseIdList(value: string | undefined): string[] | undefined {
  const ids = (value ?? '').split(',').map((id) => id.trim());
  const valid = ids.length <= LISTING_LIST_LIMITS.selectionMax && ids.every((id) => id.length > 0 && id.length <= 100);
  return valid ? [...new Set(ids)] : undefined;
}

/** GET /api/listings/selection?ids= */
export const listingSelectionQuerySchema = object({
  ids: string()
    .required(LISTING_SELECTION_MESSAGE)
    .meta({ description: `comma list of sale ids, at most ${LISTING_LIST_LIMITS.selectionMax}` })
    .test('ids', LISTING_SELECTION_MESSAGE, (value) => parseIdList(value) !== undefined),
});
