import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { installDataKeys } from './common/sealing/sealed-text';
import { dataKeyRing } from './common/sealing/data-key-ring';
import { jwtSecret } from './config/jwt-secret';
import { installJwtSecretForLegacyTwoFactorSecrets } from './database/jwt-sealed-two-factor-secrets';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { answerPlatformErrorsInApiShape, clientErrorInApiShape, routerErrorInApiShape } from './common/filters/platform-errors';
import { serveUploads } from './modules/uploads/serve-uploads';
import { serveJobPages } from './modules/jobs/serve-job-pages';
import { createValidationPipe } from './common/http/validation.pipe';
import { fastifyTrustProxy } from './common/http/trust-proxy';
import { sendHstsOverHttps } from './common/http/hsts';
import { parseJsonBodies } from './common/http/json-body';
import { limitConnectionsPerAddress } from './common/http/connection-limits';
import { EXPOSED_HEADERS } from './common/rate-limit/rate-limit.decorators';
import { setupSwagger } from './swagger';
import { REQUEST_ID_HEADER, createAppLogger, requestIdGenerator } from './common/logging/app-logger';
import { NestPinoLogger } from './common/logging/nest-pino.logger';
import { RequestLogController } from './common/logging/request-log.controller';
import { clientRoutePages } from './web-app/client-route-pages';
import { inlineScriptHashes } from './web-app/inline-script-hashes';

export const API_PREFIX = 'api/v1';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole app (API, Swagger, uploads, web app) without listening; main.ts and the tests share it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // Before the database opens: migrations and every read of a sealed column need it.
  installDataKeys(dataKeyRing(config.dataKeys));
  // Only to open two-factor secrets sealed before they moved to the data key (TwoFactorSecretsOnDataKey).
  installJwtSecretForLegacyTwoFactorSecrets(jwtSecret(config.jwt));
  const logger = createAppLogger(config);
  const requestTimeoutMs = config.http.requestTimeoutSeconds * 1000;
  const adapter = new FastifyAdapter({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // A client that sends its request slowly (slowloris) or holds an idle socket is cut off.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutSeconds * 1000,
    // Node checks requestTimeout only this often (30 s by default).
    http: { connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)) },
    loggerInstance: logger,
    logController: new RequestLogController(),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // During shutdown the graceful-shutdown hook answers 503 in the API's own error shape.
    return503OnClosing: false,
    clientErrorHandler: clientErrorInApiShape,
    frameworkErrors: routerErrorInApiShape,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
  });
  answerPlatformErrorsInApiShape(app);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  parseJsonBodies(app, JSON_BODY_LIMIT);
  limitConnectionsPerAddress(app.getHttpServer(), config);
  await app.register(helmet as never, {
    // The web app loads Google's sign-in script and shows uploaded images; Swagger UI uses inline styles.
    // Scripts from files, plus the built pages' own inline scripts by their hashes (the early API request of a
    // pre-rendered page, web-app/inline-script-hashes.ts); never 'unsafe-inline'. Swagger UI loads its init file.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com', ...inlineScriptHashes(config.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com', 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'", 'https://accounts.google.com'],
        connectSrc: ["'self'", 'https://accounts.google.com'],
        // TLS ends at the reverse proxy; the embedded default is plain http on localhost.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Sent by sendHstsOverHttps only: over plain http (the embedded default) it would pin a name to https that has none.
    strictTransportSecurity: false,
  });
  sendHstsOverHttps(app);
  app.enableCors({
    origin: config.corsOrigins,
    // @fastify/cors allows only GET, HEAD and POST unless told; the admin panel PUTs and DELETEs, the profile PATCHes.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: false,
    exposedHeaders: EXPOSED_HEADERS,
  });
  await app.register(multipart as never, {
    limits: {
      fileSize: config.uploads.maxImageMb * 1024 * 1024,
      files: 8,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 40,
    },
  });

  await serveUploads(app, config);

  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'api/health', method: RequestMethod.GET }] });
  app.useGlobalPipes(createValidationPipe());
  setupSwagger(app, config);
  serveJobPages(app);
  await serveWebApp(app, config);
  return app;
}

/** The installable app's files at the root of the build (frontend/public): never cached for long. */
const WORKER_AND_MANIFEST = new Set(['sw.js', 'manifest.webmanifest']);

/** The built web app at /, with every unknown non-API GET answered by its pre-rendered page or the app shell (client-side routes). */
async function serveWebApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic as never, {
      root: config.webDistDir,
      prefix: '/',
      decorateReply: true,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (frontend/scripts/compress-dist.mjs).
      preCompressed: true,
      // @fastify/static 10 hands setHeaders the Fastify reply, not Node's response.
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        // Vite fingerprints assets, so they can be cached for good; index.html must stay fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
        // The service worker and the app manifest keep fixed names: always asked again, so a new build reaches them.
        // /sw.js sits at the root, so its scope is the whole site without a Service-Worker-Allowed header.
        if (WORKER_AND_MANIFEST.has(path.basename(filePath)) && path.dirname(filePath) === path.resolve(config.webDistDir))
          reply.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    new Logger('WebApp').warn(`no built web app at ${config.webDistDir}; run npm run build`);
  }
  app.useGlobalFilters(new AllExceptionsFilter(hasWebApp ? clientRoutePages(config.webDistDir) : undefined));
}
