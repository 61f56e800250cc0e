// The field types answers are built of: strict (a number is not a string), and defined unless optional.
import { array, boolean, mixed, number, string } from 'yup';

export const text = () => string().defined().strict();
export const optionalText = () => string().optional().strict();
export const nullableText = () => string().nullable().defined().strict();
export const instant = () => text().meta({ jsonSchema: { type: 'string', format: 'date-time' } });
export const optionalInstant = () => optionalText().meta({ jsonSchema: { type: 'string', format: 'date-time' } });
export const nullableInstant = () => nullableText().meta({ jsonSchema: { type: ['string', 'null'], format: 'date-time' } });
export const flag = () => boolean().defined().strict();
export const decimal = () => number().defined().strict();
export const texts = () => array(text()).defined();
export const oneOf = <T extends string>(values: readonly T[]) => mixed<T>().oneOf([...values]).defined();
export const nullableOneOf = <T extends string>(values: readonly T[]) => mixed<T>().oneOf([...values]).nullable().defined();
