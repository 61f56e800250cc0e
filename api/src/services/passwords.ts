import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (about 40 ms here, so sign-in stays quick
// while offline guessing of a leaked hash stays expensive).
const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, which isolatedModules cannot read from a .d.ts
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash, never a throw. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
