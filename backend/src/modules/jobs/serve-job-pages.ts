import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pageLanguage } from '../../web-app/client-route-pages';
import { JobPagesService } from './job-pages.service';

/**
 * GET /jobs/:id (HTML with the JobPosting JSON-LD, 410 when gone) and GET /sitemap.xml, outside the API prefix like
 * the web app's pages: raw Fastify routes, registered before the web app's catch-all answers the shell.
 */
export function serveJobPages(app: NestFastifyApplication): void {
  const pages = app.get(JobPagesService);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/jobs/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const page = await pages.page(/^\d{1,10}$/.test(id) ? Number(id) : NaN, pageLanguage(request.headers));
    return reply
      .code(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .send(page.html);
  });
  fastify.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await pages.sitemap()),
  );
}
