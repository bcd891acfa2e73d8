/** An S3-compatible bucket: AWS S3, MinIO, Garage, SeaweedFS, Cloudflare R2, Backblaze B2… */
export interface S3Config {
  /** Such as http://127.0.0.1:9000; undefined is AWS itself (https://s3.<region>.amazonaws.com). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, such as 'tolk/'; '' for none. */
  prefix: string;
  /** endpoint/bucket/key when true, bucket.endpoint/key (virtual-hosted) when false. */
  forcePathStyle: boolean;
  /** Time limit of one request, answer body included. */
  timeoutMs: number;
}
