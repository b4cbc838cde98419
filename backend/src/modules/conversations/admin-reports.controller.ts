import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { AdminReportsService } from './admin-reports.service';
import { AdminReportFilter, REPORTS_LIST, REPORTS_SEARCHED_FIELDS } from './admin-reports-list';
import { AdminReportDto, ReportUpdateDto } from './dto/report.dto';

@ApiTags('conversations')
@Roles('admin')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly reports: AdminReportsService) {}

  @Get()
  @ApiOperation({ summary: "Members' reports of conversations and members (react-admin getList/getMany)" })
  @ListEndpoint(REPORTS_LIST, AdminReportDto, REPORTS_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(REPORTS_LIST) query: ListQuery<AdminReportFilter>) {
    return this.reports.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One report with the reported conversation as the report lets an admin see it: the reported message, names, statuses and dates, no legal or clinic details',
  })
  @ApiOkResponse({ type: AdminReportDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<AdminReportDto> {
    return this.reports.findOne(admin, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Dismiss the report, suspend the reported member, or delete the reported message (audit-logged)' })
  @ApiOkResponse({ type: AdminReportDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'Unknown action, no member to suspend, a report that names no message, message_id not the one it names, or a read-only field differs from the report',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The report is already decided (by another admin, perhaps a moment ago)' })
  act(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() dto: ReportUpdateDto): Promise<AdminReportDto> {
    return this.reports.act(admin, id, dto);
  }
}
