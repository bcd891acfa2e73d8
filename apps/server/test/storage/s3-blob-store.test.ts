import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobStore, BlobStoreError } from '../../src/storage/blob-store';
import { createS3BlobStore, s3Addresses, xmlValues } from '../../src/storage/s3-blob-store';
import { unreachableUrl } from '../support/fakes/fake-http-server';
import { type FakeS3Server, s3ConfigFor, startFakeS3Server } from '../support/fakes/fake-s3-server';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The store's promise rejected with a BlobStoreError; returns it for further checks. */
async function blobStoreError(promise: Promise<unknown>): Promise<BlobStoreError> {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BlobStoreError);
  return error as BlobStoreError;
}

describe('S3 blob store against a fake S3 that checks every signature', () => {
  let fake: FakeS3Server;
  let store: BlobStore;
  beforeAll(async () => {
    // Two keys a page, so emptying a folder of five objects takes three listings.
    fake = await startFakeS3Server({ maxKeys: 2 });
    store = createS3BlobStore(s3ConfigFor(fake));
  });
  afterAll(() => fake.close());

  it('puts, gets and deletes an object under the prefix, path style', async () => {
    await store.put('phrases/u1/p1-translated.mp3', bytes('mp3 bytes'));
    expect(fake.objects.get('tolk/phrases/u1/p1-translated.mp3')).toEqual(bytes('mp3 bytes'));
    expect(fake.requests.at(-1)).toBe(`PUT /${fake.bucket}/tolk/phrases/u1/p1-translated.mp3`);
    expect(await store.get('phrases/u1/p1-translated.mp3')).toEqual(bytes('mp3 bytes'));
    await store.delete('phrases/u1/p1-translated.mp3');
    expect(fake.objects.has('tolk/phrases/u1/p1-translated.mp3')).toBe(false);
  });

  it('reads a missing key as undefined and deletes it without complaint, as the file store does', async () => {
    expect(await store.get('phrases/u1/never-stored.mp3')).toBeUndefined();
    await expect(store.delete('phrases/u1/never-stored.mp3')).resolves.toBeUndefined();
  });

  it('empties a folder through paginated ListObjectsV2, leaving its neighbours alone', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await store.put(`phrases/u2/${name}.mp3`, bytes(name));
    await store.put('phrases/u20/kept.mp3', bytes('other user'));
    await store.put('tracks/u2/kept.mp3', bytes('other folder'));
    fake.requests.length = 0;
    await store.deleteFolder('phrases/u2/');
    expect([...fake.objects.keys()].sort()).toEqual(['tolk/phrases/u20/kept.mp3', 'tolk/tracks/u2/kept.mp3']);
    const listings = fake.requests.filter((request) => request.startsWith('GET'));
    expect(listings).toHaveLength(3);
    expect(listings[0]).toBe(`GET /${fake.bucket}/?list-type=2&prefix=tolk%2Fphrases%2Fu2%2F`);
    expect(listings[1]).toMatch(/&continuation-token=/);
    expect(fake.requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(5);
  });

  it('turns a wrong secret into a BlobStoreError naming S3 refusal, not a missing blob', async () => {
    await store.put('phrases/u3/x.mp3', bytes('x'));
    const wrong = createS3BlobStore(s3ConfigFor(fake, { secretAccessKey: 'not-the-secret' }));
    const error = await blobStoreError(wrong.get('phrases/u3/x.mp3'));
    expect(error).toMatchObject({ code: 'INTERNAL', failure: 'rejected', httpStatus: 403 });
    expect(error.detail).toMatch(/GET phrases\/u3\/x\.mp3: HTTP 403 SignatureDoesNotMatch/);
    await blobStoreError(wrong.put('phrases/u3/y.mp3', bytes('y')));
    await blobStoreError(wrong.deleteFolder('phrases/u3'));
    expect(fake.objects.has('tolk/phrases/u3/x.mp3')).toBe(true);
  });

  it('treats a missing bucket as a failure, not as a missing key', async () => {
    const elsewhere = createS3BlobStore(s3ConfigFor(fake, { bucket: 'no-such-bucket' }));
    const error = await blobStoreError(elsewhere.get('phrases/u1/p1.mp3'));
    expect(error.detail).toMatch(/NoSuchBucket/);
  });

  it('refuses unsafe keys before sending anything', async () => {
    const before = fake.requests.length;
    await expect(store.get('../secrets')).rejects.toThrow(/unsafe blob key/);
    expect(fake.requests).toHaveLength(before);
  });
});

describe('S3 blob store failures', () => {
  it('gives up after its time limit when the store never answers', async () => {
    const silent = await startFakeS3Server({ hang: true });
    try {
      const store = createS3BlobStore(s3ConfigFor(silent, { timeoutMs: 200 }));
      const started = performance.now();
      const error = await blobStoreError(store.get('phrases/u1/p1.mp3'));
      expect(error.failure).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(silent.requests).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('reports an address where nothing listens as unreachable', async () => {
    const url = await unreachableUrl();
    const store = createS3BlobStore(s3ConfigFor({ url, bucket: 'b', region: 'us-east-1' }));
    expect((await blobStoreError(store.put('a/b.mp3', bytes('b')))).failure).toBe('unreachable');
  });
});

describe('s3Addresses', () => {
  it('puts the bucket in the path or in the host name', () => {
    const custom = { endpoint: 'http://garage.local:3900', bucket: 'audio', region: 'garage' };
    expect(s3Addresses({ ...custom, forcePathStyle: true }).object('a/b c.mp3').href).toBe(
      'http://garage.local:3900/audio/a/b%20c.mp3',
    );
    expect(s3Addresses({ ...custom, forcePathStyle: false }).object('a/b.mp3').href).toBe(
      'http://audio.garage.local:3900/a/b.mp3',
    );
    const aws = s3Addresses({ bucket: 'audio', region: 'eu-west-1', forcePathStyle: false });
    expect(aws.bucket({ 'list-type': '2', prefix: 'x/' }).href).toBe(
      'https://audio.s3.eu-west-1.amazonaws.com/?list-type=2&prefix=x%2F',
    );
  });

  it('decodes the XML entities S3 uses in keys', () => {
    expect(xmlValues('<Key>a&amp;b&#39;c&#x41;</Key><Key>d</Key>', 'Key')).toEqual(["a&b'cA", 'd']);
  });
});
