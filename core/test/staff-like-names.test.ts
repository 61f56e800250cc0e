import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE, readsLikeStaff, STAFF_LIKE_NAME_MESSAGE } from '../src/staff-like-names';
import { profileUpdateSchema } from '../src/schemas/profile';

describe('display names that read like staff (decision 0089)', () => {
  it.each([
    'Admin',
    'ADMIN Jane',
    'Support Team',
    'soporte_oficial',
    'Admín',
    'Yard Sale Finder',
    'yard-sale-finder help',
    'Trust & Safety',
    'Customer Service',
    'Moderateur Luc',
    'Modérateur',
    'Jane ✔',
    'Jane ✅',
    '客服小王',
    '公式アカウント',
    '관리자',
    'Ｓｕｐｐｏｒｔ',
    'SupportTeam',
    'AdminJane',
    'YardSaleFinder',
    'Jane √',
    'Kundenservice',
    'Servicio al cliente',
    '客户服务',
    '运营团队',
    'スタッフ',
    '고객지원팀',
    'A\u200Ddmin',
    'Deleted account',
    'Compte supprimé',
    '已删除的账户',
  ])('refuses %j', (name) => {
    expect(readsLikeStaff(name)).toBe(true);
  });

  it.each(['Jane Doe', 'Modesto Mike', 'Mod Vintage Mary', 'Supporter of garage sales', 'Safety first Sam', 'Yard Sale Queen', 'Adminton', 'Trust me', '王小明', 'さくら', '김민준', '성공식당', '공식현', "O'Brien-Smith", 'McAdams'])(
    'allows %j',
    (name) => {
      expect(readsLikeStaff(name)).toBe(false);
    },
  );

  it('is a profile rule with its own message, after the length rule', async () => {
    await expect(profileUpdateSchema.validate({ displayName: 'Support Team ✔' })).rejects.toThrow(STAFF_LIKE_NAME_MESSAGE);
    await expect(profileUpdateSchema.validate({ displayName: 'Jane' })).resolves.toMatchObject({ displayName: 'Jane' });
    await expect(profileUpdateSchema.validate({ displayName: '' })).resolves.toMatchObject({ displayName: '' });
  });

  it.each(['Sup\u00ADport Team', 'A\u200Bdmin', '\u202EniamdA', 'Jane\nBcc: x@y.z', 'Bell\u0007', 'Jane\u2066Doe'])('refuses the hidden characters in %j', async (name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
    await expect(profileUpdateSchema.validate({ displayName: name })).rejects.toThrow(HIDDEN_CHARACTERS_MESSAGE);
  });

  it.each(['Jo 👩\u200D🌾', 'Jo 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}', 'می\u200Cخواهم'])('keeps the joiners and tags that names and emoji are written with: %j', async (name) => {
    await expect(profileUpdateSchema.validate({ displayName: name })).resolves.toMatchObject({ displayName: name });
  });

  it('counts 50 characters as people do: an emoji once', async () => {
    await expect(profileUpdateSchema.validate({ displayName: '🌻'.repeat(50) })).resolves.toMatchObject({ displayName: '🌻'.repeat(50) });
    await expect(profileUpdateSchema.validate({ displayName: '🌻'.repeat(51) })).rejects.toThrow('Display name must be at most 50 characters');
  });
});
