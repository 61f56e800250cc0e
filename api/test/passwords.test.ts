import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/services/passwords';

describe('passwords', () => {
  it('hashes with argon2id at OWASP\'s minimum cost', async () => {
    expect(await hashPassword('Correct!Horse9')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and no other', async () => {
    const stored = await hashPassword('Correct!Horse9');
    expect(await verifyPassword(stored, 'Correct!Horse9')).toBe(true);
    expect(await verifyPassword(stored, 'correct!horse9')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false, without throwing, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('', 'anything')).toBe(false);
    expect(await verifyPassword('plain-text-password', 'plain-text-password')).toBe(false);
  });
});
