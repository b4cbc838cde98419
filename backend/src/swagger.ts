import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from './config/app-config';
import { ErrorResponseDto } from './common/http/error-response.dto';
import { completeDocument } from './common/http/openapi-completion';

/** The product nouns operations are grouped by (one per backend module). */
const TAGS: Array<[string, string]> = [
  ['auth', 'Accounts: sign-up, sign-in (password and Google), password reset, profile'],
  ['users', 'The member directories and the admin users resource'],
  ['messages', 'Messages to members and business groups, the inbox, and the admin messages resource'],
  ['ads', 'Ads and services: submission, public list, moderation'],
  ['business-groups', 'The Business Directory and its moderation'],
  ['contact', 'The site contact form and its admin resource'],
  ['conversations', 'Threads opened by requests: replies, statuses, availability, blocks, reports and their admin resource'],
  ['settings', 'Public site settings (which sections are open) and their admin switch'],
  ['audit', 'The admin audit log'],
  ['mail', 'The mail outbox: mails the workers could not deliver, and Retry'],
  ['dashboard', 'Counts for the admin dashboard'],
  ['health', 'Liveness and database reachability'],
];

/** The API's OpenAPI document, served at /api/docs and written for the web app's types and redocly by cli/write-openapi. */
export function buildOpenApiDocument(app: NestFastifyApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Community Network API')
    .setDescription(
      'The API behind the community networking platform. Every error answers ErrorResponseDto: ' +
        "`error_message` is one readable sentence (the product's own text where it has one). " +
        'Sign in with POST /api/v1/auth/login, then use "Authorize" with the AuthToken. ' +
        'Paging, rate limits, errors and the versioning policy: docs/api-contract.md.',
    )
    .setVersion('1.0')
    .setContact('Community Network', config.appUrl, config.mail.contactEmail)
    .setLicense('Proprietary: all rights reserved', `${config.appUrl}/api/docs`)
    // Relative: the host that serves this document, whatever name it is reached by (OpenAPI 3.0, Server Object).
    .addServer('/', 'This deployment: the host serving this document')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const [name, description] of TAGS) builder.addTag(name, description);
  return completeDocument(SwaggerModule.createDocument(app, builder.build(), { extraModels: [ErrorResponseDto] }));
}

export function setupSwagger(app: NestFastifyApplication, config: AppConfig): void {
  const document = buildOpenApiDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { swaggerOptions: { persistAuthorization: true } });
}
