import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Public } from '../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { DatabaseProbe } from './database-probe.repository';

const HEALTH_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly database: DatabaseProbe) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and database check (served at /api/health)' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database does not answer' })
  async check(): Promise<{ status: string; database: string }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // A database that hangs (rather than refuses) must not hang the load balancer's probe.
      const timeout = new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS)));
      await Promise.race([this.database.answers(), timeout]);
    } catch {
      throw new ServiceUnavailableException(MESSAGES.http.serviceUnavailable);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'up' };
  }
}
