// Hostile inputs for the fuzz tests: values that broke servers before (ours included), and
// arbitraries that put them where each documented endpoint reads its input.
import fc from 'fast-check';

/** Texts that have each broken something once: NUL, lone surrogates, huge, numeric edges, dates past 9999, injections. */
export const EDGE_TEXTS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202e', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧸', 'x'.repeat(70_000), '0', '-1', '1e309', 'NaN', 'Infinity',
  '9999-12-31', '9999-12-30', '2026', '+275760-09-13', '0000-00-00', '24:00', '{"$ne":null}', "' OR 1=1 --", '<script>alert(1)</script>',
  '../../etc/passwd', '%00', '1,2,3,4,5', '91,-181', '-180,-90,180,90', '190,0,200,10', 'true', 'null', '[]', '{}',
];

const edgeText = fc.constantFrom(...EDGE_TEXTS);
const text = fc.oneof(edgeText, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.uuid());

/** Any JSON value, edge texts and deep nesting included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -0, 2 ** 53 + 1, -1, 0.5, true, null, [], {}, [[[[[]]]]], { $ne: null }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 2000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown) },
);

/** An object with the endpoint's own field names (so validation goes deep) holding hostile values. */
export const hostileObject = (names: readonly string[]) =>
  fc.dictionary(names.length ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), hostileJson, { maxKeys: names.length + 2 });

/** A query string over the endpoint's own parameter names: hostile values, repeats, unknown names. */
export const hostileQuery = (names: readonly string[]) =>
  fc.array(fc.tuple(names.length ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })) : fc.string({ maxLength: 6 }), text), { maxLength: names.length + 3 });

/** A body as sent on the wire: JSON of a hostile value, or bytes that are not the JSON they claim to be. */
export const hostileBody = (names: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.oneof(hostileObject(names), hostileJson).map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"title":"\u0000', '[' .repeat(400_000), '\u0000', 'null', '"x"', '{"__proto__":{"admin":true}}', '').map((body) => ({ type: 'application/json', body })) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=zz').map((type) => ({ type, body: '--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi' })) },
  );

/** A path parameter: ids that are not ids, traversal, huge, unicode. */
export const hostileSegment = fc.oneof(fc.uuid(), text).map((value) => percentEncode(value).slice(0, 8000) || '%20');

/** Like encodeURIComponent, but a lone surrogate becomes the bytes it would be (invalid UTF-8) instead of throwing. */
function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

/** Signs of an internal error reaching the client: stack frames, source paths, driver messages. */
export const LEAK = /node_modules|\.(ts|js|mjs):\d+|\n\s+at |TypeError|RangeError|ReferenceError|SyntaxError|invalid byte sequence|violates|relation "|syntax error at/;
