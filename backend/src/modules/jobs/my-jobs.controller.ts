import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, JOB_TEXTS, LIST_PAGE_TEXTS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam, IdParamNamed } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { MyJobsService } from './my-jobs.service';
import { JobApplicationsService } from './job-applications.service';
import { ApplicationStatusDto, JobApplicationDto, JobApplicationListDto } from './dto/job-application.dto';
import { JobLimitResponse } from './job-submission-limit';
import { NewestFirstPageQueryDto } from '../../common/pagination/page-query';
import { EditJobDto } from './dto/create-job.dto';
import { MyJobDto, MyJobSavedDto, MyJobsDto, mapMyJob } from './dto/job-response.dto';

const NOT_FOUND = `"${JOB_TEXTS.jobNotFound}" (also another member's posting); "${JOB_TEXTS.boardNotOpen}" while the section is Coming Soon`;

/** My jobs: lives under /account by path; the posting's rules stay in this module. */
@ApiTags('account')
@Controller('account/jobs')
export class MyJobsController {
  constructor(
    private readonly myJobs: MyJobsService,
    private readonly applications: JobApplicationsService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My job postings in every status, newest first, with the rejection reason and the expiry' })
  @ApiOkResponse({ type: MyJobsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async list(@CurrentUser() user: AuthUser): Promise<MyJobsDto> {
    return { data: (await this.myJobs.list(user)).map(mapMyJob) };
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Edit my posting (any fields of the form); a change sends it back to Pending review, off the board' })
  @ApiOkResponse({ type: MyJobSavedDto, description: `"${JOB_TEXTS.jobSaved}", or "${JOB_TEXTS.jobUnchanged}" when nothing differs` })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `A field rule of the job form, or "${ACCOUNT_TEXTS.nothingToChange}"` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another change of the posting came first' })
  @JobLimitResponse()
  async edit(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: EditJobDto): Promise<MyJobSavedDto> {
    const { job, changed } = await this.myJobs.edit(user, id, dto);
    return { message: changed ? JOB_TEXTS.jobSaved : JOB_TEXTS.jobUnchanged, job: mapMyJob(job) };
  }

  @Post(':id/close')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Close my posting (filled): it leaves the board; its page answers 410' })
  @ApiOkResponse({ type: MyJobDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async close(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MyJobDto> {
    return mapMyJob(await this.myJobs.close(user, id));
  }

  @Post(':id/renew')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Renew my approved, expired or closed posting: back to review; approval gives it JOB_LIFETIME_DAYS again' })
  @ApiOkResponse({ type: MyJobDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: JOB_TEXTS.jobNotRenewable })
  @JobLimitResponse()
  async renew(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MyJobDto> {
    return mapMyJob(await this.myJobs.renew(user, id));
  }

  @Delete(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Delete my posting' })
  @ApiOkResponse({ type: MessageResponseDto, description: JOB_TEXTS.jobDeleted })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MessageResponseDto> {
    await this.myJobs.remove(user, id);
    return { message: JOB_TEXTS.jobDeleted };
  }

  @Get(':id/applications')
  @SignedIn()
  @ApiOperation({ summary: "My posting's applications, newest first: the applicant, the status I set and the conversation" })
  @ApiOkResponse({ type: JobApplicationListDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${LIST_PAGE_TEXTS.invalidCursor}", "${LIST_PAGE_TEXTS.limitRange}"` })
  async applicationsOf(@CurrentUser() user: AuthUser, @IdParam() id: number, @Query() query: NewestFirstPageQueryDto): Promise<JobApplicationListDto> {
    return this.applications.list(user, id, query);
  }

  @Patch(':id/applications/:applicationId')
  @SignedIn()
  @ApiOperation({
    summary: "Set an application's status (read, shortlisted, declined or hired; never back to new): the applicant is notified of a change",
  })
  @ApiOkResponse({ type: JobApplicationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: JOB_TEXTS.applicationStatusInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${NOT_FOUND}; "${JOB_TEXTS.applicationNotFound}" (not an application to this posting)` })
  async setApplicationStatus(
    @CurrentUser() user: AuthUser,
    @IdParam() id: number,
    @IdParamNamed('applicationId') applicationId: number,
    @Body() dto: ApplicationStatusDto,
  ): Promise<JobApplicationDto> {
    return this.applications.setStatus(user, id, applicationId, dto.status);
  }
}
