import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Public } from '../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { DatabaseProbe } from './database-probe.repository';
import { ReadReplicas } from '../../common/database/read-replicas';
import { HealthDto } from './dto/health.dto';

const HEALTH_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly replicas: ReadReplicas,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and database check (served at /api/health)' })
  @ApiOkResponse({ type: HealthDto, example: { status: 'ok', database: 'up', replicas: [{ replica: 1, state: 'serving', lag_seconds: 0 }] } })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database does not answer' })
  async check(): Promise<HealthDto> {
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
    // The replicas as the last check found them: the load balancer keeps this instance, which reads from the primary.
    if (!this.replicas.enabled) return { status: 'ok', database: 'up' };
    const replicas = this.replicas
      .statuses()
      .map(({ state, lagSeconds }, index) => ({ replica: index + 1, state, lag_seconds: lagSeconds === null ? null : Math.round(lagSeconds * 10) / 10 }));
    return { status: 'ok', database: 'up', replicas };
  }
}
