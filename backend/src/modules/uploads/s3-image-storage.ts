import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { ImageStore, StoredImage, assertSafeKey } from './image-store';

export interface S3Settings {
  /** Base address such as https://s3.eu-west-1.amazonaws.com or http://minio:9000; path-style URLs are built on it. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Keys are fresh UUIDs, so an object never changes: browsers and CDNs may keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Objects in an S3-compatible bucket (AWS S3, R2, MinIO, B2), signed with AWS Signature Version 4 by aws4fetch
 * (a maintained, dependency-free signer over fetch: docs/scaling.md, "Pictures"). Three calls do not justify the AWS
 * SDK's size.
 */
export class S3ImageStorage implements ImageStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    const { accessKeyId, secretAccessKey, region } = settings;
    // No retries: a failed upload fails its request at once (the files written so far are removed by the caller).
    this.client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 0 });
  }

  async save(key: string, content: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, content, { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL });
    await this.expectSuccess(response, 'PUT', key);
  }

  /** S3 answers 204 for a key that is already gone, so no special case is needed. */
  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await this.expectSuccess(response, 'DELETE', key);
  }

  /** The object's bytes and type, or null when there is no such key. */
  async read(key: string): Promise<StoredImage | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await this.expectSuccess(response, 'GET', key);
    return {
      content: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  private async expectSuccess(response: Response, method: string, key: string): Promise<void> {
    if (response.ok) {
      if (method !== 'GET') await response.body?.cancel();
      return;
    }
    await response.body?.cancel();
    // The status and key only: the signed request and the bucket's answer may name credentials.
    throw new Error(`S3 ${method} ${key} failed with status ${response.status}`);
  }

  private send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, extraHeaders: Record<string, string> = {}): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(this.settings.endpoint);
    url.pathname = [url.pathname.replace(/\/$/, ''), encodeURIComponent(this.settings.bucket), ...key.split('/').map(encodeURIComponent)].join('/');
    // The payload's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD), so the bucket refuses a body changed on the way.
    const headers = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
      ...extraHeaders,
    };
    return this.client.fetch(url, { method, body, headers });
  }
}
