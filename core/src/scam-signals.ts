// What scammers ask for in a marketplace chat, as the reader of a message should be warned of it
// (decision 0067): a code sent to the reader's phone (the Google Voice scam: it takes over their
// number), payments nobody can take back (gift cards, wires, cheques for more than the price,
// crypto), and links to pay or "verify" elsewhere. Words in the app's languages and the ones
// scammers use in North America; a pure rule, so the screen warns at once and the tests pin it.

export const SCAM_SIGNALS = ['code', 'payment', 'link'] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

const PATTERNS: Record<ScamSignal, RegExp[]> = {
  code: [
    /google\s*voice/i,
    /\b(verification|verify|confirmation|security|one[-\s]?time|6[-\s]?digit|six[-\s]?digit)\s+(code|number|pin)\b/i,
    /\bcodes?\b[^.?!\n]{0,40}\b(texted|sent\s+(to\s+)?you|you\s+(just\s+)?(got|received)|send\s+(it\s+)?(back|to\s+me|me))/i,
    /\bc[oó]digo\s+de\s+(verificaci[oó]n|confirmaci[oó]n|seguridad)/i,
    /\bcode\s+de\s+(v[ée]rification|confirmation|s[ée]curit[ée])/i,
    /(Bestätigungs|Verifizierungs|Sicherheits)code/i,
    /验证码|認証コード|確認コード|인증\s?번호|인증\s?코드/,
  ],
  payment: [
    /\bgift\s?cards?\b/i,
    /\b(wire|bank|western\s+union|moneygram)\s+(transfer|money|payment)\b|\bwestern\s+union\b|\bmoneygram\b/i,
    /\b(cashier'?s|certified|bank)\s+che(ck|que)\b|\bmoney\s+order\b/i,
    /\b(bitcoin|btc|crypto(currency)?|usdt|tether)\b/i,
    /\bcartes?[-\s]cadeaux?\b|\btarjetas?\s+de\s+regalo\b|Geschenkkarten?|Gutscheinkarten?/i,
    /礼品卡|ギフトカード|기프트\s?카드|상품권/,
  ],
  link: [/\bhttps?:\/\/\S+|\bwww\.\S+\.\S+/i],
};

/** The kinds of scam a message looks like, in SCAM_SIGNALS' order; none for an ordinary message. */
export function scamSignalsOf(text: string): ScamSignal[] {
  return SCAM_SIGNALS.filter((signal) => PATTERNS[signal].some((pattern) => pattern.test(text)));
}
