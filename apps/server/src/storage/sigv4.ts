import { createHash, createHmac } from 'node:crypto';

/** What AWS Signature Version 4 needs to sign one request. */
export interface SigningRequest {
  method: string;
  /** Path and query already percent-encoded as RFC 3986 wants (see `encodeRfc3986`). */
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (of the empty string when there is none). */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** encodeURIComponent also leaves !'()* alone; SigV4 escapes everything but A-Z a-z 0-9 - . _ ~. */
export const encodeRfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20130524T000000Z */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The headers that sign `request` (the given ones, plus x-amz-date, x-amz-content-sha256 and
 * Authorization). Host is signed from the URL; fetch sends the same value.
 */
export function signRequest(request: SigningRequest): Record<string, string> {
  const timestamp = amzDate(request.date);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    'x-amz-date': timestamp,
    'x-amz-content-sha256': request.payloadHash,
  };
  const signed: Record<string, string> = { ...headers, host: request.url.host };
  const names = Object.keys(signed).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${(signed[name] ?? '').trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = [ALGORITHM, timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [day, request.region, request.service, 'aws4_request'].reduce<string | Buffer>(
    (key, part) => hmac(key, part),
    `AWS4${request.secretAccessKey}`,
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${request.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/** Each name and value encoded, sorted by name then value, joined with &. */
function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
