let graphemes: Intl.Segmenter | null | undefined;

/** The first character as a person sees it; without Intl.Segmenter (Firefox before 125), the first code point. */
function firstCharacter(text: string): string {
  graphemes ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;
  if (!graphemes) return Array.from(text)[0] ?? '';
  const first = graphemes.segment(text)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * A name's first character as a person sees it (a grapheme): an emoji made of several code points
 * ('👩🏽‍🌾 Bart') stays whole, where the first code unit alone drew '�'. Upper-cased, for an avatar.
 */
export const initialOf = (name: string): string => firstCharacter(name.trim()).toUpperCase();
