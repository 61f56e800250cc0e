// Yup schemas → JSON Schema (2020-12, as OpenAPI 3.1 uses), so the API documents exactly the rules the
// forms and the server check. What JSON Schema cannot say (custom tests, transforms) is checked by Yup
// alone; `meta({ jsonSchema })` replaces the derived schema where the derivation would mislead.
import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaMeta {
  description?: string;
  /** Used as is instead of the derived schema. */
  jsonSchema?: JsonSchema;
  /** Closed objects list every property they may have (answers); open ones ignore extras (inputs). */
  closed?: boolean;
  /** An answer that is not JSON (a page, an event stream): its media type in the OpenAPI document. */
  mediaType?: string;
}

interface Options {
  /** Answers: every object is closed, so a field that is not declared fails the response check. */
  closed: boolean;
}

type Description = SchemaFieldDescription;

const isFull = (d: Description): d is SchemaDescription => 'tests' in d;

function numberKeywords(d: SchemaDescription): JsonSchema {
  const out: JsonSchema = {};
  for (const { name, params } of d.tests) {
    if (name === 'min') out.minimum = params?.min;
    if (name === 'max') out.maximum = params?.max;
    if (name === 'integer') out.type = 'integer';
  }
  return out;
}

function stringKeywords(d: SchemaDescription): JsonSchema {
  const out: JsonSchema = {};
  for (const { name, params } of d.tests) {
    if (name === 'min') out.minLength = params?.min;
    if (name === 'max') out.maxLength = params?.max;
    if (name === 'length') out.minLength = out.maxLength = params?.length;
    if (name === 'email') out.format = 'email';
    if (name === 'url') out.format = 'uri';
    if (name === 'uuid') out.format = 'uuid';
    if (name === 'matches' && params?.regex instanceof RegExp) out.pattern = params.regex.source;
  }
  return out;
}

function arrayKeywords(d: SchemaDescription): JsonSchema {
  const out: JsonSchema = {};
  for (const { name, params } of d.tests) {
    if (name === 'min') out.minItems = params?.min;
    if (name === 'max') out.maxItems = params?.max;
    if (name === 'length') out.minItems = out.maxItems = params?.length;
  }
  return out;
}

function objectSchema(d: SchemaObjectDescription, options: Options): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(d.fields)) {
    properties[name] = describe(field, options);
    if (isFull(field) && !field.optional && field.default === undefined) required.push(name);
  }
  const closed = options.closed || (d.meta as SchemaMeta | undefined)?.closed === true;
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...(closed ? { additionalProperties: false } : {}) };
}

function typed(d: SchemaDescription, options: Options): JsonSchema {
  switch (d.type) {
    case 'string':
      return { type: 'string', ...stringKeywords(d) };
    case 'number':
      return { type: 'number', ...numberKeywords(d) };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'array': {
      const inner = (d as SchemaInnerTypeDescription).innerType;
      const items = inner && !Array.isArray(inner) ? describe(inner, options) : {};
      return { type: 'array', items, ...arrayKeywords(d) };
    }
    case 'object':
      return objectSchema(d as SchemaObjectDescription, options);
    default:
      return {};
  }
}

function describe(field: Description, options: Options): JsonSchema {
  if (!isFull(field)) return {};
  const meta = field.meta as SchemaMeta | undefined;
  if (meta?.jsonSchema) return meta.jsonSchema;
  const schema = typed(field, options);
  const values = field.oneOf.filter((value) => value !== undefined && value !== null);
  if (values.length > 0) schema.enum = values;
  if (field.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  if (field.nullable && schema.enum) schema.enum = [...values, null];
  if (meta?.description) schema.description = meta.description;
  return schema;
}

/** The JSON Schema of a request part (open objects) or of an answer (`closed: true`). */
export function toJsonSchema(schema: AnySchema, options: Partial<Options> = {}): JsonSchema {
  return describe(schema.describe(), { closed: options.closed ?? false });
}
