import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { Logger as PinoLogger } from 'pino';
import { AppConfig } from '../../config/app-config';

/** Header a reverse proxy may set; echoed on every response so a user's report can be matched to log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Query parameters that may carry a credential (OAuth codes, reset tokens): never written to the log. */
const SECRET_QUERY_PARAMS = /([?&](?:code|token|access_token|id_token|password|state)=)[^&#]*/gi;

/**
 * Paths pino masks wherever they appear in a log line: credentials in headers, and password or
 * token fields in anything logged by hand (a DTO, a user entity, an error's context).
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'newPassword',
  'passwordHash',
  'token',
  'AuthToken',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.AuthToken',
  '*.*.password',
  '*.*.newPassword',
  '*.*.passwordHash',
];

/** The web app's reset page carries its single-use token in the path: /reset-password/<token>. */
const RESET_TOKEN_PATH = /(\/reset-password\/)[^/?#]+/gi;

export function maskSecretsInUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[Redacted]').replace(RESET_TOKEN_PATH, '$1[Redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/** One JSON line per event on stdout; the container runtime or systemd collects it. */
export function createAppLogger(config: Pick<AppConfig, 'logLevel'>, destination?: pino.DestinationStream): PinoLogger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'community-network' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: {
        // Only what an operator needs; headers (and so credentials) stay out of request lines.
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: request.url === undefined ? undefined : maskSecretsInUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers?.['user-agent'],
        }),
        res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * The request id: the proxy's X-Request-Id when the app sits behind a trusted proxy and the value
 * is well formed, otherwise a new UUID. A client cannot inject arbitrary text into the log.
 */
export function requestIdGenerator(trustProxy: unknown): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustProxy !== false && typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming)) return incoming;
    return randomUUID();
  };
}
