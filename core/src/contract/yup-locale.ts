// Yup's default messages quote the rejected value ('… but the final value was: {"$ne": null}'), which
// echoes whatever a caller sent. These say what is expected instead. Schema modules import this first:
// Yup reads the locale when a schema is built.
import { setLocale } from 'yup';

const article = (type: string) => (/^[aeiou]/.test(type) ? 'an' : 'a');

setLocale({
  mixed: {
    default: '${path} is invalid',
    required: '${path} is required',
    defined: '${path} is required',
    // Only an optional field reaches this (a required one says it is required): null is not a value.
    notNull: '${path} cannot be null: leave it out instead',
    notType: ({ path, type }: { path: string; type: string }) => `${path} must be ${article(type)} ${type}`,
  },
});
