import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type BlobStore, BlobStoreError } from './blob-store';
import type { S3Config } from './s3-config';

/** Object deletions in flight at once while emptying a folder. */
const DELETE_CONCURRENCY = 8;

/** encodeURIComponent also leaves !'()* alone; S3 keys in URLs escape everything but A-Z a-z 0-9 - . _ ~. */
const encodeRfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

/** Where the bucket and its objects are, in path style or virtual-hosted style. */
export function s3Addresses(config: Pick<S3Config, 'endpoint' | 'bucket' | 'region' | 'forcePathStyle'>) {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const origin = config.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  const root = config.forcePathStyle ? `${basePath}/${encodeRfc3986(config.bucket)}` : basePath;
  return {
    object: (key: string) => new URL(`${origin}${root}/${key.split('/').map(encodeRfc3986).join('/')}`),
    bucket: (query: Record<string, string>) =>
      new URL(
        `${origin}${root}/?${Object.entries(query)
          .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
          .join('&')}`,
      ),
  };
}

/**
 * Blobs as objects of one bucket, spoken to over the S3 REST API with fetch, each request signed
 * (AWS Signature Version 4) by aws4fetch. Missing objects read as undefined, like missing files;
 * every other failure is a BlobStoreError.
 */
export function createS3BlobStore(config: S3Config): BlobStore {
  const addresses = s3Addresses(config);
  // No retries: one attempt within the time limit, as a file read gets; callers see the failure.
  const signer = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 0,
  });
  const prefix = config.prefix.replace(/^\/+|\/+$/g, '');
  const fullKey = (key: string) => {
    assertSafeKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  async function send(method: string, url: URL, what: string, body?: Uint8Array): Promise<S3Answer> {
    // The body's hash is signed too (not UNSIGNED-PAYLOAD): blobs are at most a few megabytes.
    const headers = { 'x-amz-content-sha256': sha256Hex(body ?? '') };
    const signal = AbortSignal.timeout(config.timeoutMs);
    try {
      // The signal also bounds reading the body: a store that stalls mid-answer times out too.
      const response = await signer.fetch(url, { method, headers, body, signal });
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), what };
    } catch (error) {
      if (signal.aborted) throw new BlobStoreError('timeout', `S3 ${what}: no answer in ${config.timeoutMs} ms`);
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new BlobStoreError('unreachable', `S3 ${what}: ${reason || 'network error'}`);
    }
  }

  async function deleteObject(key: string): Promise<void> {
    const answer = await send('DELETE', addresses.object(key), `DELETE ${key}`);
    if (!isSuccess(answer) && !isMissingObject(answer)) throw failure(answer);
  }

  return {
    async get(key) {
      const answer = await send('GET', addresses.object(fullKey(key)), `GET ${key}`);
      if (isSuccess(answer)) return answer.bytes;
      if (isMissingObject(answer)) return undefined;
      throw failure(answer);
    },
    async put(key, bytes) {
      const answer = await send('PUT', addresses.object(fullKey(key)), `PUT ${key}`, bytes);
      if (!isSuccess(answer)) throw failure(answer);
    },
    async delete(key) {
      await deleteObject(fullKey(key));
    },
    async deleteFolder(folder) {
      const listed = `${fullKey(folder.replace(/\/+$/, ''))}/`;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: listed };
        if (token) query['continuation-token'] = token;
        const answer = await send('GET', addresses.bucket(query), `LIST ${listed}`);
        if (!isSuccess(answer)) throw failure(answer);
        const xml = new TextDecoder().decode(answer.bytes);
        keys.push(...xmlValues(xml, 'Key'));
        const truncated = xmlValues(xml, 'IsTruncated')[0] === 'true';
        token = truncated ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
        if (truncated && !token) {
          throw new BlobStoreError('store-error', `S3 LIST ${listed}: truncated listing without a continuation token`);
        }
      } while (token);
      for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
        await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map(deleteObject));
      }
    },
  };
}

interface S3Answer {
  status: number;
  bytes: Uint8Array;
  /** The operation and key, for the error detail. */
  what: string;
}

const isSuccess = (answer: S3Answer) => answer.status >= 200 && answer.status < 300;

/** A 404 for the object, not for the bucket: a missing bucket is a configuration error, not an empty key. */
const isMissingObject = (answer: S3Answer) => answer.status === 404 && errorCode(answer) !== 'NoSuchBucket';

const errorCode = (answer: S3Answer) => xmlValues(new TextDecoder().decode(answer.bytes), 'Code')[0];

function failure(answer: S3Answer): BlobStoreError {
  const xml = new TextDecoder().decode(answer.bytes);
  const [code] = xmlValues(xml, 'Code');
  const [message] = xmlValues(xml, 'Message');
  const detail = `S3 ${answer.what}: HTTP ${answer.status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`;
  return new BlobStoreError(answer.status < 500 ? 'rejected' : 'store-error', detail, answer.status);
}

/** The text of every <tag>…</tag> in S3's flat answers, entities decoded. Enough for S3; not a general XML parser. */
export function xmlValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map(([, text]) => decodeEntities(text ?? ''));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
