import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../common/decorators/access.decorators';
import { AdminStatsService } from './admin-stats.service';
import { ModerationStatsDto } from './moderation-stats.dto';

@ApiTags('admin: dashboard')
@Roles('admin')
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @ApiOperation({ summary: 'How many ads and business groups wait for a decision (the dashboard tab)' })
  @ApiOkResponse({ type: ModerationStatsDto })
  pendingCounts(): Promise<ModerationStatsDto> {
    return this.stats.pendingCounts();
  }
}
