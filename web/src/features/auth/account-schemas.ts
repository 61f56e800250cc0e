// The account forms' schemas as a chunk of their own ('account-schemas'), loaded after /auth's page
// (lazy-schemas.ts). A re-export, so the chunk is named after this module.
export { emailOnlySchema, loginSchema, registrationFormSchema } from '@yardsale/core/schemas/auth';
