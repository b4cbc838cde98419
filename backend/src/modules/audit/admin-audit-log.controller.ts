import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { IdParam } from '../../common/moderation/id.param';
import { AdminAuditLogService } from './admin-audit-log.service';
import { AUDIT_LOG_LIST, AUDIT_LOG_SEARCHED_FIELDS, AuditLogFilter } from './admin-audit-log-list';
import { AuditLogEntryDto } from './dto/audit-log-entry.dto';

@ApiTags('audit')
@Roles('admin')
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(private readonly auditLog: AdminAuditLogService) {}

  @Get()
  @ApiOperation({ summary: 'Every moderation action: who, what, when; newest first, read-only' })
  @ListEndpoint(AUDIT_LOG_LIST, AuditLogEntryDto, AUDIT_LOG_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(AUDIT_LOG_LIST) query: ListQuery<AuditLogFilter>) {
    return this.auditLog.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit log entry' })
  @ApiOkResponse({ type: AuditLogEntryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<AuditLogEntryDto> {
    return this.auditLog.findOne(id);
  }
}
