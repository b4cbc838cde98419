import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto } from './common/http/error-response.dto';

/** The API's OpenAPI document, served at /api/docs and written for the web app's types by cli/write-openapi. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Community Network API')
    .setDescription(
      'The API behind the community networking platform. Every error answers ErrorResponseDto: ' +
        '`error_message` is one readable sentence (the product\'s own text where it has one). ' +
        'Sign in with POST /api/v1/auth/login, then use "Authorize" with the AuthToken.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] });
}

export function setupSwagger(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { swaggerOptions: { persistAuthorization: true } });
}
