// SPEC section 2 "/posts": which create screen edits a post. A classified has a price and neither
// dates nor a start time; everything else is a yard sale.

interface EditablePost {
  id: string;
  price?: string | number | null;
  dates?: readonly string[] | null;
  startDate?: string | null;
  startTime?: string | null;
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** '/add-listing?edit={id}' for a classified item, otherwise '/post?edit={id}'. */
export function editRouteFor(post: EditablePost): string {
  const hasDates = (post.dates?.length ?? 0) > 0 || hasValue(post.startDate);
  const isClassified = hasValue(post.price) && !hasDates && !hasValue(post.startTime);
  return `${isClassified ? '/add-listing' : '/post'}?edit=${encodeURIComponent(post.id)}`;
}
