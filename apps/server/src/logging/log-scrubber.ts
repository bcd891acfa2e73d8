/**
 * Hides secrets inside free text about to be logged (an error's message or stack, a log message):
 * the configured secret values themselves (engine API keys, the JWT secret, the bootstrap password),
 * argon2 hashes, JWTs, bearer credentials and voice-provider keys, and the query string of any URL.
 */
export type Scrub = (text: string) => string;

/** An argon2 hash runs to the next space or quote: its parameters hold commas (m=65536,t=3,p=4). */
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s"'`]*/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const AUTHORIZATION = /\b(Bearer|Basic|DeepL-Auth-Key)\s+[^\s"',]+/gi;
/** An ElevenLabs key ('sk_' and its characters), should a provider's words ever quote one. */
const VOICE_PROVIDER_KEY = /\bsk_[A-Za-z0-9]{16,}/g;
const URL_QUERY = /(\bhttps?:\/\/[^\s"'?#]*|(?<![\w/])\/[\w\-./]*)\?[^\s"'#]*/g;
/** Settings keys whose string values are secrets (apiKey, secretAccessKey, jwt.secret, password). */
const SECRET_KEY_NAME = /api_?key|secret|password|token|credential/i;
/** Values shorter than this are too common to hide everywhere (a one-letter password, say). */
const MIN_SECRET_LENGTH = 6;

export function createScrub(secretValues: readonly string[]): Scrub {
  const secrets = [...new Set(secretValues.filter((value) => value.length >= MIN_SECRET_LENGTH))].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => {
    let scrubbed = text
      .replace(ARGON2_HASH, '[password hash]')
      .replace(JWT, '[token]')
      .replace(AUTHORIZATION, '$1 [credential]')
      .replace(VOICE_PROVIDER_KEY, '[credential]')
      .replace(URL_QUERY, '$1');
    for (const secret of secrets) scrubbed = scrubbed.split(secret).join('[secret]');
    return scrubbed;
  };
}

/** A URL as logged: its path only, since a query may carry a key or personal data. */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Every secret-looking value of a settings object: strings under keys that name a key, secret, password or token. */
export function secretValuesOf(settings: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string, depth: number) => {
    if (depth > 8 || value === null || value === undefined) return;
    if (typeof value === 'string') {
      if (SECRET_KEY_NAME.test(key)) found.push(value);
      // A connection URL (DATABASE_URL, REDIS_URL) may carry a password of its own.
      const password = urlPassword(value);
      if (password) found.push(password);
      return;
    }
    // Streams and other live objects are not settings.
    if (typeof value !== 'object' || (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype))
      return;
    for (const [childKey, child] of Object.entries(value)) visit(child, childKey, depth + 1);
  };
  visit(settings, '', 0);
  return found;
}

function urlPassword(value: string): string | undefined {
  if (!/^[a-z][\w+.-]*:\/\//i.test(value)) return undefined;
  try {
    return decodeURIComponent(new URL(value).password) || undefined;
  } catch {
    return undefined;
  }
}
