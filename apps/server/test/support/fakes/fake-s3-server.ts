import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import type { S3Config } from '../../../src/storage/s3-config';

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'TOLKTESTKEY', secretAccessKey: 'tolk-test-secret/abc+def' };

export interface FakeS3Server {
  /** The endpoint, for path-style addressing. */
  url: string;
  bucket: string;
  region: string;
  /** Stored objects by key. */
  objects: Map<string, Uint8Array>;
  /** Each request as method and path with query, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * An S3 that keeps objects in memory: PUT, GET and DELETE object and ListObjectsV2 with
 * `maxKeys` keys a page. Every request must carry a valid SigV4 signature for FAKE_S3_CREDENTIALS,
 * checked by recomputing it, or it is refused with 403 SignatureDoesNotMatch as S3 does.
 * With `hang`, it reads each request and never answers.
 */
export async function startFakeS3Server(options: { maxKeys?: number; hang?: boolean } = {}): Promise<FakeS3Server> {
  const bucket = 'tolk-test';
  const region = 'eu-north-1';
  const maxKeys = options.maxKeys ?? 1000;
  const objects = new Map<string, Uint8Array>();
  const requests: string[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = new Uint8Array(Buffer.concat(chunks));
    requests.push(`${req.method} ${req.url}`);
    if (options.hang) return;
    const refusal = await checkSignature(req, body, region);
    if (refusal) return sendError(res, 403, refusal, 'The request signature we calculated does not match.');

    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucketName, ...segments] = url.pathname.split('/');
    if (bucketName !== bucket) return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = segments.map(decodeURIComponent).join('/');
    if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
      return sendXml(res, 200, listPage(objects, url.searchParams, maxKeys));
    }
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      return;
    }
    if (req.method === 'GET') {
      const stored = objects.get(key);
      if (!stored) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(stored);
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    sendError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    objects,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A store configuration for the fake, path style, keys under 'tolk/'. */
export function s3ConfigFor(
  fake: Pick<FakeS3Server, 'url' | 'bucket' | 'region'>,
  overrides: Partial<S3Config> = {},
): S3Config {
  return {
    endpoint: fake.url,
    bucket: fake.bucket,
    region: fake.region,
    ...FAKE_S3_CREDENTIALS,
    prefix: 'tolk/',
    forcePathStyle: true,
    timeoutMs: 5_000,
    ...overrides,
  };
}

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The S3 error code refusing this request, or undefined when its signature is right: the
 * signature is computed again from what arrived (aws4fetch's signer matches AWS's published
 * examples, test/storage/s3-request-signing.test.ts) and compared.
 */
async function checkSignature(req: IncomingMessage, body: Uint8Array, region: string): Promise<string | undefined> {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=/.exec(
      req.headers.authorization ?? '',
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, , signedRegion, signedHeaders = ''] = match;
  if (accessKeyId !== FAKE_S3_CREDENTIALS.accessKeyId) return 'InvalidAccessKeyId';
  if (signedRegion !== region) return 'AuthorizationHeaderMalformed';
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => names.includes(name))) return 'AccessDenied';
  const expected = await new AwsV4Signer({
    method: req.method ?? '',
    url: new URL(req.url ?? '/', `http://${req.headers.host}`).href,
    headers: Object.fromEntries(
      names.filter((name) => name !== 'host').map((name) => [name, String(req.headers[name] ?? '')]),
    ),
    region,
    service: 's3',
    ...FAKE_S3_CREDENTIALS,
    datetime: String(req.headers['x-amz-date']),
    // Sign exactly the headers the request says it signed.
    allHeaders: true,
  }).sign();
  return expected.headers.get('authorization') === req.headers.authorization ? undefined : 'SignatureDoesNotMatch';
}

/** One ListObjectsV2 page; the continuation token is the last key of the previous page, base64-encoded. */
function listPage(objects: Map<string, Uint8Array>, query: URLSearchParams, maxKeys: number): string {
  const prefix = query.get('prefix') ?? '';
  const after = Buffer.from(query.get('continuation-token') ?? '', 'base64').toString('utf8');
  const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length;
  const last = page.at(-1) ?? '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>`,
    `<IsTruncated>${truncated}</IsTruncated>`,
    truncated ? `<NextContinuationToken>${Buffer.from(last).toString('base64')}</NextContinuationToken>` : '',
    ...page.map((key) => `<Contents><Key>${escapeXml(key)}</Key><Size>${objects.get(key)?.length}</Size></Contents>`),
    '</ListBucketResult>',
  ].join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendXml(
    res,
    status,
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}
