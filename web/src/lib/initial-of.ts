/**
 * A name's first character as a person sees it (a grapheme): an emoji made of several code points
 * ('👩🏽‍🌾 Bart') stays whole, where the first code unit alone drew '�'. Upper-cased, for an avatar.
 */
export function initialOf(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}
