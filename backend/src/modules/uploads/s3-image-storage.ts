import { createHash, createHmac } from 'node:crypto';
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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Objects in an S3-compatible bucket (AWS S3, R2, MinIO, B2), signed with AWS Signature Version 4.
 * Plain fetch and node:crypto instead of the AWS SDK: three calls do not justify its size.
 */
export class S3ImageStorage implements ImageStore {
  constructor(private readonly settings: S3Settings) {}

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
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.settings;
    const url = new URL(endpoint);
    const basePath = url.pathname.replace(/\/$/, '');
    const canonicalUri = [basePath, encodeURIComponent(bucket), ...key.split('/').map(encodeURIComponent)].join('/');
    url.pathname = canonicalUri;

    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(new Date()),
      ...extraHeaders,
    };
    const authorization = signV4({ method, canonicalUri, headers, payloadHash }, { region, accessKeyId, secretAccessKey });

    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      body,
      headers: { ...sent, authorization },
    });
  }
}

/** 20130524T000000Z: the timestamp format of x-amz-date. */
export function amzDateOf(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface SignedRequest {
  method: string;
  /** The path exactly as sent, each segment already URI-encoded. */
  canonicalUri: string;
  /** Lower-case names, including host and x-amz-date; all of them are signed. */
  headers: Record<string, string>;
  payloadHash: string;
}

/** The Authorization header of AWS Signature Version 4 for an S3 request without a query string. */
export function signV4(request: SignedRequest, credentials: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>): string {
  const { headers } = request;
  const amzDate = headers['x-amz-date'];
  const day = amzDate.slice(0, 8);
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.canonicalUri,
    '',
    ...names.map((name) => `${name}:${headers[name].trim()}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
