import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';

// /auth's forms check their fields with the shared Yup schemas, but only once a field is left or the
// form is sent: Yup and the schemas (14 KB brotli, and 18-74 ms of set-up at 4x) load after the page
// instead of before it (decision 0057), fetched ahead once it has loaded (usePrefetchAfterLoad).
export const loadAccountSchemas = () => import('./account-schemas');
export type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;

export const accountSchemasCode: PrefetchedCode = { chunks: ['account-schemas'], load: loadAccountSchemas };

/**
 * Formik's `validate` with a schema that arrives on first use: the same errors as `validationSchema`.
 * Should the schemas not load (the connection dropped), the form goes on and the server's own checks,
 * the same schemas, answer instead.
 */
export function validateWith<Values extends FormikValues>(pick: (schemas: AccountSchemas) => Schema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    let schema: Schema;
    try {
      schema = pick(await loadAccountSchemas());
    } catch {
      return {};
    }
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
    }
  };
}

/** The values as the schema casts them (trimmed); as typed should the schemas not load: the server casts them the same way. */
export async function castWith<Values extends FormikValues>(pick: (schemas: AccountSchemas) => Schema, values: Values): Promise<Values> {
  try {
    return pick(await loadAccountSchemas()).cast(values) as Values;
  } catch {
    return values;
  }
}
