// What scammers ask for in a marketplace chat, as the reader of a message should be warned of it
// (decision 0067): a code sent to the reader's phone (the Google Voice scam: it takes over their
// number), payments nobody can take back (gift cards, wires, cheques for more than the price,
// crypto), and links to pay or "verify" elsewhere. Words in the app's languages and the ones
// scammers use in North America; a pure rule, so the screen warns at once and the tests pin it.

export const SCAM_SIGNALS = ['code', 'payment', 'link'] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

const PATTERNS: Record<Exclude<ScamSignal, 'link'>, RegExp[]> = {
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
};

const LINKS = /\bhttps?:\/\/\S+|\bwww\.\S+\.\S+/gi;

/** A host without its 'www.': a site's two names are one. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * A link's site as the browser reads it: the host (and port) after any 'user@', before the path
 * ('safe-pay.example' of 'https://me@www.safe-pay.example/x'), the sentence's closing punctuation
 * left out. Anything odd in it reads as another site, so it is flagged.
 */
function siteOfLink(link: string): string {
  const bare = link.replace(/[.,;:!?)\]'"”’]+$/u, '').replace(/^https?:\/\//i, '');
  const authority = bare.split(/[/?#\\]/)[0] ?? '';
  return siteOf(authority.slice(authority.lastIndexOf('@') + 1));
}

/**
 * Whether the text links anywhere but `ownHost`: a link to the app's own pages (the seller's other
 * sale) leads to nothing a scammer controls.
 */
function linksElsewhere(text: string, ownHost: string | undefined): boolean {
  return [...text.matchAll(LINKS)].some(([link]) => !ownHost || siteOfLink(link) !== siteOf(ownHost));
}

/**
 * The kinds of scam a message looks like, in SCAM_SIGNALS' order; none for an ordinary message.
 * `ownHost` is the app's own host ('yardsale.example'), whose links are not flagged.
 */
export function scamSignalsOf(text: string, ownHost?: string): ScamSignal[] {
  return SCAM_SIGNALS.filter((signal) => (signal === 'link' ? linksElsewhere(text, ownHost) : PATTERNS[signal].some((pattern) => pattern.test(text))));
}
