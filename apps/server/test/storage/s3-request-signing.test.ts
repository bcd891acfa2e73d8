import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore, s3Addresses } from '../../src/storage/s3-blob-store';
import { type FakeS3Server, s3ConfigFor, startFakeS3Server } from '../support/fakes/fake-s3-server';

/** The credentials, region and date of the examples in the AWS Signature Version 4 documentation. */
const example = {
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  datetime: '20130524T000000Z',
};
const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('aws4fetch, the signer of the S3 blob store', () => {
  it('reproduces the GET Object example of the AWS Signature Version 4 documentation', async () => {
    const signed = await new AwsV4Signer({
      ...example,
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_BODY_SHA256 },
      // The example signs Range, which aws4fetch leaves unsigned unless told to sign every header.
      allHeaders: true,
    }).sign();
    expect(Object.fromEntries(signed.headers)).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_BODY_SHA256,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('reproduces the GET Bucket (List Objects) example, whose query is sorted and encoded', async () => {
    const signed = await new AwsV4Signer({
      ...example,
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2',
      headers: { 'x-amz-content-sha256': EMPTY_BODY_SHA256 },
    }).sign();
    expect(signed.headers.get('authorization')).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });
});

describe('object keys in signed requests', () => {
  let fake: FakeS3Server;
  beforeAll(async () => {
    fake = await startFakeS3Server();
  });
  afterAll(() => fake.close());

  it("escapes what encodeURIComponent leaves alone (!'()*), and the signature covers the escaped path", async () => {
    // Keys are made by the server from safe characters; a configured prefix (S3_PREFIX) is free text.
    const config = s3ConfigFor(fake, { prefix: "it's (a) *star*!" });
    expect(s3Addresses(config).object("it's (a) *star*!/p.mp3").pathname).toBe(
      `/${fake.bucket}/it%27s%20%28a%29%20%2Astar%2A%21/p.mp3`,
    );
    const store = createS3BlobStore(config);
    await store.put('phrases/u1/p.mp3', new TextEncoder().encode('odd prefix'));
    expect(new TextDecoder().decode(await store.get('phrases/u1/p.mp3'))).toBe('odd prefix');
    expect(fake.objects.has("it's (a) *star*!/phrases/u1/p.mp3")).toBe(true);
  });
});
