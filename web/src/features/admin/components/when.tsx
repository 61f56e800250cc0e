import { useFormatWhen } from '../hooks/use-format-when';

/** A moment as a <time> element, in the reader's language. */
export function When({ iso }: { iso: string }) {
  const formatWhen = useFormatWhen();
  return <time dateTime={iso}>{formatWhen(iso)}</time>;
}
