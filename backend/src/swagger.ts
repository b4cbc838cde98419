import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto } from './common/http/error-response.dto';

export function setupSwagger(app: NestFastifyApplication): void {
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
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] });
  SwaggerModule.setup('api/docs', app, document, { swaggerOptions: { persistAuthorization: true } });
}
