/**
 * Display names that would pass a person off as the app's staff (decision 0089): a message from
 * 'Support Team ✔' asking for a card number reads as the app's own. Whole words, in the seven
 * languages' usual forms, after accents, case and punctuation are set aside ('A.d.m.i.n' stays a
 * name, 'ADMIN', 'Admín' and 'soporte_oficial' do not).
 */
export const STAFF_LIKE_NAME_MESSAGE = 'Display name cannot suggest you are staff, such as Admin or Support';
export const HIDDEN_CHARACTERS_MESSAGE = 'Display name cannot contain hidden or control characters';

/**
 * Line breaks, control characters and the invisible ones that hide or reorder what a name shows
 * ('Sup\u00ADport', 'A\u200Bdmin', a right-to-left override that shows 'niamdA' as 'Admin'). Those
 * that names and emoji are written with stay: the zero-width joiner (👩‍🌾), the non-joiner (Persian
 * and Indic names) and the tags of a flag (🏴 England).
 */
export const hasHiddenCharacters = (name: string): boolean => /[\p{Cc}\p{Cf}]/u.test(name.replace(/\u200C|\u200D|[\u{E0020}-\u{E007F}]/gu, ''));

const STAFF_WORDS = new Set([
  'admin', 'admins', 'administrator', 'administrador', 'administrateur', 'sysadmin', 'webmaster',
  'moderator', 'moderators', 'moderador', 'moderateur', 'staff', 'support', 'soporte', 'helpdesk',
  'official', 'oficial', 'officiel', 'offiziell', 'kundendienst', 'kundenservice', 'verified', 'verificado', 'verifie', 'verifiziert',
  'yardsalefinder',
  // Korean writes words apart: these only as whole words ('공식' is also inside names and shop names).
  '관리자', '운영자', '운영팀', '고객센터', '고객지원', '고객지원팀', '공식',
]);
/** Word pairs that only together say it ('Trust and Safety' is a team; 'safety' alone is not), and the app's own name for a deleted account. */
const STAFF_PHRASES = [
  'trust safety', 'trust and safety', 'safety team', 'customer service', 'service client', 'atencion al cliente', 'servicio al cliente', 'yard sale finder',
  // The name the app gives a deleted account (decision 0092), in its languages.
  'deleted account', 'compte supprime', 'cuenta eliminada', 'geloschtes konto', '삭제된 계정',
];
/** Chinese and Japanese write no spaces between words: these are looked for anywhere in the name. */
const STAFF_TERMS_CJK = ['管理员', '管理員', '客服', '客户服务', '官方', '运营', '管理者', '運営', '公式', 'サポート', 'スタッフ', '已删除的账户', '削除されたアカウント'];
/** Check marks read as a verified badge. */
const BADGES = /[\u221A\u2611\u2705\u2713\u2714\u{1F5F8}\u{1F6E1}\u{1F46E}]/u;

const wordsOf = (name: string): string[] =>
  name
    .replaceAll('\u200D', '') // a joiner between letters joins them
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') // 'SupportTeam', 'AdminJane'
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC') // Hangul syllables, which NFKD takes apart into letters
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function readsLikeStaff(name: string): boolean {
  if (BADGES.test(name)) return true;
  const folded = name.normalize('NFKC');
  if (STAFF_TERMS_CJK.some((term) => folded.includes(term))) return true;
  const words = wordsOf(name);
  if (words.some((word) => STAFF_WORDS.has(word))) return true;
  const spaced = ` ${words.join(' ')} `;
  return STAFF_PHRASES.some((phrase) => spaced.includes(` ${phrase} `));
}
