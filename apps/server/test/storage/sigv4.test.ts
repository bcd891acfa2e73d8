import { describe, expect, it } from 'vitest';
import { amzDate, encodeRfc3986, sha256Hex, signRequest } from '../../src/storage/sigv4';

/** The credentials, region and date of the examples in the AWS documentation. */
const example = {
  payloadHash: sha256Hex(''),
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('signRequest', () => {
  it('reproduces the GET Object example of the AWS Signature Version 4 documentation', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      ...example,
    });
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('reproduces the GET Bucket (List Objects) example, whose query is sorted and encoded', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
      ...example,
    });
    expect(headers.authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('formats the date and escapes what encodeURIComponent leaves alone', () => {
    expect(amzDate(new Date('2024-02-29T13:04:05.678Z'))).toBe('20240229T130405Z');
    expect(encodeRfc3986("a b/c!'()*~")).toBe('a%20b%2Fc%21%27%28%29%2A~');
  });
});
