import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_TEXTS, JOB_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { formErrors } from '../../common/http/form-errors';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { renewListing } from '../../common/moderation/listing-lifecycle';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { Job } from './entities/job.entity';
import { JobsRepository } from './jobs.repository';
import { JobApplicationCvs } from './job-application-cvs';
import { JobBoardGate } from './job-board-gate';
import { JobSubmissionLimit } from './job-submission-limit';
import { CreateJobDto, EditJobDto } from './dto/create-job.dto';
import { JobFields, changedFields, crossFieldErrors, formOf, jobFieldsOf } from './job-fields';

/**
 * A poster's own postings: POST /jobs and My jobs (/account/jobs). Another member's posting answers 404, exactly
 * like one that does not exist. Every door waits for the section to be open (JobBoardGate).
 */
@Injectable()
export class MyJobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly gate: JobBoardGate,
    private readonly limit: JobSubmissionLimit,
    private readonly businessGroups: BusinessGroupsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly cvs: JobApplicationCvs,
  ) {}

  /** A new posting, pending review; the daily cap is checked before and counted again after the row is written. */
  async submit(poster: AuthUser, form: CreateJobDto): Promise<Job> {
    await this.gate.assertOpen(poster);
    const fields = await this.checkedFields(poster.id, form);
    await this.limit.check(poster.id);
    const job = await this.jobs.insert(Object.assign(new Job(), fields, { status: 'pending', submittedAt: this.clock.now(), userId: poster.id }));
    if (await this.limit.overLimitAfterInsert(poster.id)) {
      await this.jobs.deleteById(job.id);
      await this.limit.check(poster.id, job.id);
      throw new TooManyRequestsException(1, JOB_TEXTS.dailyLimitReached);
    }
    return job;
  }

  async list(poster: AuthUser): Promise<Job[]> {
    await this.gate.assertOpen(poster);
    return this.jobs.allOf(poster.id);
  }

  /**
   * The fields sent are merged over the stored posting and checked whole; any change sends it back to review (off
   * the board, its expiry cleared) and counts toward the daily cap like a new posting. `changed` is false for an edit
   * that changes nothing (the posting keeps its status).
   */
  async edit(poster: AuthUser, id: number, dto: EditJobDto): Promise<{ job: Job; changed: boolean }> {
    const job = await this.own(poster, id);
    const sent = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined));
    if (Object.keys(sent).length === 0) throw new BadRequestException(ACCOUNT_TEXTS.nothingToChange);
    const merged = { ...formOf(job), ...sent } as CreateJobDto;
    // A listing named in the edit replaces the name kept from the stored posting, and the other way round.
    if ('business_group_id' in sent && sent.business_group_id !== null && !('employer_name' in sent)) merged.employer_name = undefined;
    if ('employer_name' in sent && sent.employer_name !== null && !('business_group_id' in sent)) merged.business_group_id = undefined;
    const fields = await this.checkedFields(poster.id, merged);
    if (!changedFields(job, fields)) return { job, changed: false };
    await this.limit.check(poster.id, id);
    const before = { status: job.status };
    const columns: Partial<Job> = {
      ...fields,
      status: 'pending',
      rejectionReason: null,
      expiresAt: null,
      expiryRemindedAt: null,
      submittedAt: this.clock.now(),
    };
    Object.assign(job, columns);
    if (!(await this.jobs.storeEdit(job, before, columns))) throw new ConflictException(JOB_TEXTS.jobNotFound);
    return { job, changed: true };
  }

  /** Off the board (filled); the poster may renew it later. */
  async close(poster: AuthUser, id: number): Promise<Job> {
    const job = await this.own(poster, id);
    if (job.status !== 'closed') {
      job.status = 'closed';
      await this.jobs.writeStatus(job, { status: 'closed' });
    }
    return job;
  }

  /**
   * Renewal through review (the issue's rule): an approved, expired or closed posting goes back to the review queue,
   * checked as the ads' renewal is (common/moderation/listing-lifecycle.ts); the admin's approval then gives it a
   * full JOB_LIFETIME_DAYS from that day. It counts toward the daily cap like any entry into review.
   */
  async renew(poster: AuthUser, id: number): Promise<Job> {
    const job = await this.own(poster, id);
    renewListing(job, this.clock.now(), this.config.jobs.lifetimeDays, JOB_TEXTS.jobNotRenewable);
    await this.limit.check(poster.id, id);
    const columns: Partial<Job> = { status: 'pending', expiresAt: null, expiryRemindedAt: null, submittedAt: this.clock.now() };
    Object.assign(job, columns);
    await this.jobs.writeStatus(job, columns);
    return job;
  }

  async remove(poster: AuthUser, id: number): Promise<void> {
    await this.own(poster, id);
    // The applications' CVs go with the posting (docs/jobs.md "The CV").
    if (!(await this.cvs.deletingPosting(id, () => this.jobs.deleteOwn(poster.id, id)))) throw new NotFoundException(JOB_TEXTS.jobNotFound);
  }

  /**
   * Account deletion: every posting of the poster, with its applications' CVs (the rows would also go with the
   * account by their foreign key, but not the CV files).
   */
  async removeAllOf(posterId: number): Promise<void> {
    for (const job of await this.jobs.allOf(posterId)) await this.cvs.deletingPosting(job.id, () => this.jobs.deleteOwn(posterId, job.id));
  }

  /** The postings of an account for its data export. */
  allOf(posterId: number): Promise<Job[]> {
    return this.jobs.allOf(posterId);
  }

  private async own(poster: AuthUser, id: number): Promise<Job> {
    await this.gate.assertOpen(poster);
    const job = await this.jobs.ownJob(poster.id, id);
    if (!job) throw new NotFoundException(JOB_TEXTS.jobNotFound);
    return job;
  }

  /** The cross-field rules, then the listing named as employer must be the poster's own approved one. */
  private async checkedFields(posterId: number, form: CreateJobDto): Promise<JobFields> {
    const errors = crossFieldErrors(form);
    if (Object.keys(errors).length) throw formErrors(errors);
    let listing: { id: number; title: string } | null = null;
    if (form.business_group_id !== undefined && form.business_group_id !== null) {
      listing = await this.businessGroups.approvedListingOf(posterId, Number(form.business_group_id));
      if (!listing) throw formErrors({ business_group_id: [JOB_TEXTS.businessListingInvalid] });
    }
    return jobFieldsOf(form, listing);
  }
}
