import { createHash, createHmac } from 'node:crypto';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * An independent AWS Signature Version 4 check for the S3 tests. s3rver (the local bucket) checks the access key id
 * but not V4 signatures, so this proxy stands in front of it: it recomputes each request's signature from what
 * arrived, with the secret of the one key it knows, and refuses a mismatch with 403 SignatureDoesNotMatch, as S3
 * does; a request with another key id goes on to s3rver, which refuses it. The computation is written out here
 * (not taken from aws4fetch, which the product signs with), and is itself pinned to AWS's published example in
 * uploads-s3.test.ts.
 */
export async function startSignatureCheck(target: string, credentials: SigningCredentials) {
  const targetUrl = new URL(target);
  const checked: Array<{ method: string; path: string; valid: boolean }> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const authorization = request.headers.authorization ?? '';
      if (authorization.includes(`Credential=${credentials.accessKeyId}/`)) {
        const valid = signatureMatches(request, body, credentials);
        checked.push({ method: request.method!, path: request.url!, valid });
        if (!valid) {
          response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
      }
      const forwarded = http.request(
        { host: targetUrl.hostname, port: targetUrl.port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.writeHead(502).end());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request signed with the known key, and whether its signature held. */
    checked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SigningCredentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The request's Authorization header recomputed from its method, path, signed headers and body, compared whole. */
function signatureMatches(request: http.IncomingMessage, body: Buffer, credentials: SigningCredentials): boolean {
  const authorization = request.headers.authorization!;
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
  const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name] ?? '')]));
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  // S3 checks the body against its signed hash too: a body changed on the way is refused.
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const expected = signV4({ method: request.method!, canonicalUri: request.url!.split('?')[0], headers, payloadHash }, credentials);
  return expected === authorization;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface SignedRequest {
  method: string;
  /** The path exactly as sent, each segment already URI-encoded. */
  canonicalUri: string;
  /** Lower-case names, including host and x-amz-date; all of them are signed. */
  headers: Record<string, string>;
  payloadHash: string;
}

/** The Authorization header of AWS Signature Version 4 for an S3 request without a query string. */
export function signV4(request: SignedRequest, credentials: SigningCredentials): string {
  const { headers } = request;
  const amzDate = headers['x-amz-date'];
  const day = amzDate.slice(0, 8);
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.canonicalUri,
    '',
    ...names.map((name) => `${name}:${headers[name].trim().replace(/\s+/g, ' ')}`),
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
