// One validation for every request part: a structural guard first (types, depth, characters the
// database refuses), then the Yup schema the forms use, with its messages. Pure: the API maps the
// failure to a 400, a form could show it as is.
import { ValidationError, type AnySchema, type InferType, type SchemaDescription, type SchemaFieldDescription } from 'yup';
import './yup-locale';

export interface InputErrors {
  /** The first message: what a toast shows. */
  message: string;
  /** Each field's first message, keyed by its path. */
  errors: Record<string, string>;
}

export type CheckResult<T> = { ok: true; value: T } | { ok: false; failure: InputErrors };

/** Deeper input than any of our schemas takes; checked without recursion, so no input can overflow the stack. */
const MAX_INPUT_DEPTH = 16;
const INPUT_TOO_DEEP = 'The request is nested too deeply';
const NUL_NOT_ALLOWED = 'Text may not contain the NUL character';
const BROKEN_CHARACTER = 'Text may not contain half of a character (an unpaired surrogate)';
/** Half of a UTF-16 pair alone: no keyboard types one, and PostgreSQL refuses it in JSON. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BODY_NOT_OBJECT = 'The request body must be a JSON object';
/** A list where one value is read: a JSON array, or a query parameter given twice. */
const oneValue = (name: string) => `${name} must be a single value, not a list`;

function tooDeep(input: unknown): boolean {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

const isFull = (d: SchemaFieldDescription): d is SchemaDescription => 'tests' in d;
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

class ShapeProblem {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

/**
 * The input with only the fields its schema declares (Yup would drop the others anyway, but reads
 * `fields[name]` first, so a field named `valueOf` or `constructor` reached Object.prototype), and
 * refused where its shape cannot be what the schema reads: an object for a text, number, flag or
 * date, a repeated query parameter, a NUL character or half of a character (Yup would throw on the
 * first two; PostgreSQL refuses the last two).
 */
function clean(d: SchemaFieldDescription, value: unknown, path: string): unknown {
  if (value === undefined || value === null || !isFull(d)) return value;
  const name = path || 'value';
  if (d.type === 'string') {
    if (Array.isArray(value)) throw new ShapeProblem(name, oneValue(name));
    if (typeof value !== 'string' && typeof value !== 'number') throw new ShapeProblem(name, `${name} must be a string`);
    if (typeof value === 'string' && value.includes('\u0000')) throw new ShapeProblem(name, NUL_NOT_ALLOWED);
    if (typeof value === 'string' && UNPAIRED_SURROGATE.test(value)) throw new ShapeProblem(name, BROKEN_CHARACTER);
    return value;
  }
  // Yup casts these with `+value` or `String(value)`, which throws on an object whose valueOf or
  // toString is not a function (`{"toString": []}`), so only single values reach it.
  if ((d.type === 'number' || d.type === 'boolean' || d.type === 'date') && typeof value === 'object') {
    throw new ShapeProblem(name, Array.isArray(value) ? oneValue(name) : `${name} must be a ${d.type}`);
  }
  if (d.type === 'array' && Array.isArray(value)) {
    const inner = 'innerType' in d ? d.innerType : undefined;
    if (!inner || Array.isArray(inner)) return value;
    return value.map((item, index) => clean(inner as SchemaFieldDescription, item, join(path, index)));
  }
  const isObject = typeof value === 'object' && !Array.isArray(value);
  // Query and path parameters always arrive as an object: only a body can be something else.
  if (d.type === 'object' && !isObject && path === '') throw new ShapeProblem('', BODY_NOT_OBJECT);
  if (d.type === 'object' && 'fields' in d && isObject) {
    const picked: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(d.fields)) {
      if (Object.hasOwn(value, key)) picked[key] = clean(field, (value as Record<string, unknown>)[key], join(path, key));
    }
    return picked;
  }
  return value;
}

const descriptions = new WeakMap<AnySchema, SchemaDescription>();

/** Schemas are immutable, so each is described once (describe() walks the whole schema). */
function descriptionOf(schema: AnySchema): SchemaDescription {
  let description = descriptions.get(schema);
  if (!description) descriptions.set(schema, (description = schema.describe()));
  return description;
}

/** The 400 message of schemas with meta `failureShape: 'validation-failed'` (SPEC section 8, classifieds). */
export const validationFailed = (path: string, message: string) => `Validation failed: ${path}: ${message}`;

function fromValidationError(error: ValidationError, shape: unknown): InputErrors {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
  }
  const [first] = Object.entries(errors);
  if (shape === 'validation-failed' && first) return { message: validationFailed(...first), errors };
  return { message: error.errors[0] ?? 'Invalid request', errors };
}

/**
 * Validates a request part with a Yup schema: unknown fields are dropped, defaults applied, every
 * field's message collected. `context` is what the schema's rules read besides the input.
 */
export function checkInput<S extends AnySchema>(schema: S, input: unknown, context?: object): CheckResult<InferType<S>> {
  if (tooDeep(input)) return { ok: false, failure: { message: INPUT_TOO_DEEP, errors: {} } };
  const description = descriptionOf(schema);
  const shape = (description.meta as { failureShape?: unknown } | undefined)?.failureShape;
  try {
    const cleaned = clean(description, input, '');
    return { ok: true, value: schema.validateSync(cleaned ?? {}, { abortEarly: false, stripUnknown: true, context }) as InferType<S> };
  } catch (error) {
    if (error instanceof ShapeProblem) {
      if (!error.path) return { ok: false, failure: { message: error.message, errors: {} } };
      const message = shape === 'validation-failed' ? validationFailed(error.path, error.message) : error.message;
      return { ok: false, failure: { message, errors: { [error.path]: error.message } } };
    }
    if (error instanceof ValidationError) return { ok: false, failure: fromValidationError(error, shape) };
    throw error;
  }
}
