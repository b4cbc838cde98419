import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { MyJobDto } from './dto/job-response.dto';
import { JobUpdateDto } from './dto/job-decision.dto';
import { JOBS_LIST, JOBS_SEARCHED_FIELDS, AdminJobFilter } from './admin-jobs-list';
import { AdminJobsService } from './admin-jobs.service';

/** The react-admin resource `jobs` (works while the section is Coming Soon, so admins can prepare). */
@ApiTags('jobs')
@Roles('admin')
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly jobs: AdminJobsService) {}

  @Get()
  @ApiOperation({ summary: 'Job postings: filter status=pending for the review queue, none for all; q searches' })
  @ListEndpoint(JOBS_LIST, MyJobDto, JOBS_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(JOBS_LIST) query: ListQuery<AdminJobFilter>) {
    return this.jobs.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One posting, any status' })
  @ApiOkResponse({ type: MyJobDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<MyJobDto> {
    return this.jobs.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Approve or reject a posting (react-admin update; bulk is one PUT per posting); mails the poster, audited' })
  @ApiOkResponse({ type: MyJobDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status is not approved or rejected, or a read-only field differs from the record' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  decide(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() dto: JobUpdateDto): Promise<MyJobDto> {
    return this.jobs.decide(admin, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a posting (react-admin delete); answers the deleted posting; audited' })
  @ApiOkResponse({ type: MyJobDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<MyJobDto> {
    return this.jobs.remove(admin, id);
  }
}
