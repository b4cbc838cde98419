import * as fs from 'node:fs';
import { HttpStatus } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@community/vocabulary';
import { AppConfig } from '../../config/app-config';
import { errorBody } from '../../common/filters/error-body';
import { assertSafeKey } from './image-store';
import { ImageStorageService } from './image-storage.service';
import { IMMUTABLE_CACHE_CONTROL } from './s3-image-storage';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** /uploads/<key> with a one-year immutable cache: from the local folder, or from the bucket when STORAGE_DRIVER=s3. */
export async function serveUploads(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  if (config.uploads.storage.driver === 's3') {
    serveUploadsFromBucket(app);
    return;
  }
  fs.mkdirSync(config.uploads.dir, { recursive: true });
  await app.register(fastifyStatic as never, {
    root: config.uploads.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: ONE_YEAR_MS,
    immutable: true,
  });
}

/** Every instance answers /uploads/<key> from the shared bucket, which can therefore stay private. */
function serveUploadsFromBucket(app: NestFastifyApplication): void {
  const storage = app.get(ImageStorageService, { strict: false });
  const notFound = errorBody(HttpStatus.NOT_FOUND, MESSAGES.http.notFound);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/uploads/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      try {
        assertSafeKey(key);
      } catch {
        return reply.status(404).send(notFound);
      }
      const image = await storage.read(key);
      if (!image) return reply.status(404).send(notFound);
      return reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).type(image.contentType).send(image.content);
    });
}
