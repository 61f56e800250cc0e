import path from 'node:path';
import { DEFAULT_SUPPORT_EMAIL } from '@yardsale/core/constants';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** UPLOADS_DIR: uploaded photos and avatars; one folder shared by every process on one PostgreSQL. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  publicUrl: string;
  supportEmail: string;
  /** ADMIN_EMAILS: accounts that administer (besides those granted by `npm run admin -- grant`), lower case. */
  adminEmails: string[];
  webDistDir: string;
  tileUrl: string;
  adClientId: string | undefined;
  /** Direct verification links (test and development aid); never on in production unless asked. */
  directVerification: boolean;
  /** SMTP server for real mail; without it mail goes to an outbox folder under dataDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them, or clients could fake their IP). */
  trustProxy: boolean;
  /** A Nominatim or Photon server; without it geocoding uses the embedded US/Canada postal and town data. */
  geocoderUrl: string | undefined;
  /** Which dialect geocoderUrl speaks; undefined: guessed from the URL (see services/geocoding/geocoder.ts). */
  geocoderKind: 'nominatim' | 'photon' | undefined;
  /** How long to wait for geocoderUrl before answering from the embedded data. */
  geocoderTimeoutMs: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; without them a pair is made once and kept in the database (services/push/keys.ts). */
  vapidKeys: VapidKeys | undefined;
  /** How a push service may reach us about our notifications: a mailto: or https: URL. */
  vapidSubject: string;
  /** SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM; without them texts are kept unsent in the database (decision 0077). */
  sms: SmsConfig | undefined;
}

/** A Twilio-compatible messaging API (SMS_API_URL, default Twilio's own). */
export interface SmsConfig {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** Our number in E.164, or a messaging service's id (MG…). */
  from: string;
}

/** A P-256 key pair in base64url, as `npx web-push generate-vapid-keys` prints it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return value;
}

function parseGeocoderUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`GEOCODER_URL must be an http:// or https:// URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function parseGeocoderKind(value: string | undefined): AppConfig['geocoderKind'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'nominatim' || value === 'photon') return value;
  throw new Error(`GEOCODER_KIND must be nominatim or photon, got "${value}"`);
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return number;
}

function parseVapidKeys(env: NodeJS.ProcessEnv): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to have a pair generated');
  if (!/^B[\w-]{86}$/.test(publicKey)) throw new Error('VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters starting with B)');
  if (!/^[\w-]{43}$/.test(privateKey)) throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)');
  return { publicKey, privateKey };
}

function parseVapidSubject(value: string | undefined, supportEmail: string): string {
  if (!value) return `mailto:${supportEmail}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(value)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${value}"`);
  return value;
}

function parseSms(env: NodeJS.ProcessEnv): SmsConfig | undefined {
  const { SMS_TWILIO_ACCOUNT_SID: accountSid, SMS_TWILIO_AUTH_TOKEN: authToken, SMS_FROM: from } = env;
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from) throw new Error('SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM go together: set all three, or none');
  if (!/^(\+1[2-9]\d{9}|MG\w+)$/.test(from)) throw new Error(`SMS_FROM must be a +1 number in E.164 or a messaging service id (MG…), got "${from}"`);
  return { apiUrl: (env.SMS_API_URL || 'https://api.twilio.com').replace(/\/+$/, ''), accountSid, authToken, from };
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/**
 * Outside production the development aids are on: GET /api/dev/mail reads every mailed link (password
 * resets included) and direct verification hands out verification links. Anyone who can reach the
 * server could take over any account, so it listens on loopback only unless told otherwise.
 */
function refuseDevelopmentAidsOnNetwork(config: AppConfig, env: NodeJS.ProcessEnv): void {
  const aidsOn = !config.production && (config.directVerification || !config.smtpUrl);
  if (!aidsOn || isLoopback(config.host) || parseBoolean('ALLOW_DEVELOPMENT_ON_NETWORK', env.ALLOW_DEVELOPMENT_ON_NETWORK, false)) return;
  throw new Error(
    `HOST=${config.host} would expose the development aids (the mail outbox at /api/dev/mail and direct verification links, ` +
      'which let anyone take over any account) beyond this machine. Set NODE_ENV=production for a real deployment, ' +
      'or ALLOW_DEVELOPMENT_ON_NETWORK=true if every machine that can reach it is yours.',
  );
}

/**
 * Direct verification proves no mailbox: anyone may verify any unverified address, and so take an
 * ADMIN_EMAILS address that has no account yet (services/admin/access.ts). A development aid only.
 */
function refuseDirectVerificationInProduction(config: AppConfig): void {
  if (!config.production || !config.directVerification) return;
  throw new Error(
    'DIRECT_VERIFICATION=true with NODE_ENV=production would let anyone verify an address they do not own, ' +
      'an administrator address of ADMIN_EMAILS too. It is for development and tests only: remove it.',
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = readConfig(env);
  refuseDevelopmentAidsOnNetwork(config, env);
  refuseDirectVerificationInProduction(config);
  return config;
}

function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const supportEmail = env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    port,
    host,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    production,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    supportEmail,
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist')),
    tileUrl: env.TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    adClientId: env.AD_CLIENT_ID || undefined,
    directVerification: parseBoolean('DIRECT_VERIFICATION', env.DIRECT_VERIFICATION, !production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Yard Sale Finder <${supportEmail}>`,
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    geocoderUrl: parseGeocoderUrl(env.GEOCODER_URL),
    geocoderKind: parseGeocoderKind(env.GEOCODER_KIND),
    geocoderTimeoutMs: parsePositiveInteger('GEOCODER_TIMEOUT_MS', env.GEOCODER_TIMEOUT_MS, 5000),
    vapidKeys: parseVapidKeys(env),
    vapidSubject: parseVapidSubject(env.VAPID_SUBJECT, supportEmail),
    sms: parseSms(env),
  };
}
