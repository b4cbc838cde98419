import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { PendingCountsService } from './pending-counts.service';
import { ModerationStatsDto } from './moderation-stats.dto';

@ApiTags('dashboard')
@Roles('admin')
@Controller('admin/stats')
export class PendingCountsController {
  constructor(private readonly stats: PendingCountsService) {}

  @Get()
  @ApiOperation({ summary: 'How many ads, business groups and reports wait for a decision (the dashboard tab)' })
  @ApiOkResponse({ type: ModerationStatsDto })
  pendingCounts(@CurrentUser() admin: AuthUser): Promise<ModerationStatsDto> {
    return this.stats.pendingCounts(admin.id);
  }
}
