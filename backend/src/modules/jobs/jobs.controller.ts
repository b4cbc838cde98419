import { Body, Controller, Get, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { JOB_TEXTS, LIST_PAGE_TEXTS, MESSAGES } from '@community/vocabulary';
import { ConfirmedEmail, Public } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { OptionalSignInGuard } from '../../common/guards/optional-sign-in.guard';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { JobsService } from './jobs.service';
import { MyJobsService } from './my-jobs.service';
import { JobLimitResponse } from './job-submission-limit';
import { CreateJobDto } from './dto/create-job.dto';
import { ListJobsQueryDto } from './dto/list-jobs-query.dto';
import { JobDto, JobListDto, MyJobSavedDto, mapMyJob } from './dto/job-response.dto';
import { JobApplicationCreatedDto, JobApplicationFormDto } from './dto/job-application.dto';
import { JobApplicationsService } from './job-applications.service';
import { readApplicationForm } from './job-application.reader';

const COMING_SOON = `While the Job Board is Coming Soon (section setting job_board), "${JOB_TEXTS.boardNotOpen}" (admins pass)`;

/** The Job Board's public doors and posting (docs/jobs.md). */
@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly myJobs: MyJobsService,
    private readonly applications: JobApplicationsService,
  ) {}

  @Get()
  @Public()
  @UseGuards(OptionalSignInGuard)
  @ApiSecurity({})
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The Job Board: approved, unexpired postings, newest first; search q and filters; public once the section is open',
    description: 'Up to `limit` postings (default and most 100); pass `next_cursor` back as `cursor` for the next page.',
  })
  @ApiOkResponse({ type: JobListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${JOB_TEXTS.filterInvalid}; ${LIST_PAGE_TEXTS.limitRange}; ${LIST_PAGE_TEXTS.invalidCursor}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COMING_SOON })
  list(@CurrentUser() viewer: AuthUser | undefined, @Query() query: ListJobsQueryDto): Promise<JobListDto> {
    return this.jobs.board(viewer, query);
  }

  @Get(':id')
  @Public()
  @UseGuards(OptionalSignInGuard)
  @ApiSecurity({})
  @ApiBearerAuth()
  @ApiOperation({ summary: 'One posting on the board (public once the section is open); pending, closed or expired ones are 404' })
  @ApiOkResponse({ type: JobDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${JOB_TEXTS.jobNotFound}"; ${COMING_SOON}` })
  findOne(@CurrentUser() viewer: AuthUser | undefined, @IdParam() id: number): Promise<JobDto> {
    return this.jobs.findPublic(viewer, id);
  }

  @Post()
  @ConfirmedEmail()
  @ApiOperation({ summary: "Post a job (members and business accounts with a confirmed email); it waits for an admin's approval" })
  @ApiCreatedResponse({ type: MyJobSavedDto, description: JOB_TEXTS.jobSubmitted })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field rule of the job form (errors by field)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COMING_SOON })
  @JobLimitResponse()
  async submit(@CurrentUser() poster: AuthUser, @Body() dto: CreateJobDto): Promise<MyJobSavedDto> {
    const job = await this.myJobs.submit(poster, dto);
    return { message: JOB_TEXTS.jobSubmitted, job: mapMyJob(job) };
  }

  @Post(':id/applications')
  @ConfirmedEmail()
  @ApiOperation({
    summary: 'Apply to a posting on the board (multipart/form-data: message, optional cv PDF); opens a Job Board conversation with its poster',
    description:
      'One application per member per job. The optional `cv` is one PDF (checked by its bytes) of at most 2 MB, kept privately: only the two ' +
      'participants download it (GET /conversations/{id}/attachments/{attachmentId}); it is deleted with the conversation, the posting, the ' +
      "applicant's account, or after JOB_APPLICATION_RETENTION_DAYS (default 180).",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: JobApplicationFormDto })
  @ApiCreatedResponse({ type: JobApplicationCreatedDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${JOB_TEXTS.applicationMessageLength}" (errors by field); "${JOB_TEXTS.cvNotPdf}" (errors.cv); "${JOB_TEXTS.cvOnlyOne}"; "${JOB_TEXTS.notYourOwnJob}"; "${MESSAGES.ad.unreadableForm}"`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${JOB_TEXTS.jobNotFound}" (not on the board); ${COMING_SOON}` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: JOB_TEXTS.alreadyApplied })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: JOB_TEXTS.cvTooLarge })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: JOB_TEXTS.applicationNotMultipart })
  async apply(
    @CurrentUser() applicant: AuthUser,
    @IdParam() id: number,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobApplicationCreatedDto> {
    return this.applications.apply(applicant, id, await readApplicationForm(request, reply));
  }
}
