/**
 * A plain stylesheet for what long lists draw hundreds of times (their cards, photos, badges and
 * hearts): MUI's styled components serialize their styles on every render. The CSS travels inside
 * the JavaScript chunk that uses it (an `?inline` import), so it costs no request of its own on a
 * phone's first load (decision 0023); React 19 puts it in <head> once, however many components
 * render it. Class names are global, so each stylesheet prefixes its own.
 */
export function Stylesheet({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence="plain">
      {css}
    </style>
  );
}
