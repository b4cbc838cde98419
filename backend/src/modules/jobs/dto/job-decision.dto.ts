import { JOB_TEXTS, JobStatus } from '@community/vocabulary';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';
import { ModerationDecisionDto } from '../../../common/moderation/moderation-decision';
import { MyJobDto } from './job-response.dto';
import { JOB_POSTING_COLUMNS } from '../job-columns';

export const JOB_DECISIONS = ['approved', 'rejected'] as const satisfies readonly JobStatus[];

/** react-admin's update of a posting: the decision, and with a rejection a reason (reason_code and/or reason). */
export const JobDecisionDto = ModerationDecisionDto('JobDecisionDto', JOB_DECISIONS, JOB_TEXTS.decisionInvalid);
export type JobDecisionDto = InstanceType<typeof JobDecisionDto>;

/** PUT /admin/jobs/:id: the decision, with the rest of the record accepted as it was read. */
export const JobUpdateDto = WholeRecordUpdate('JobUpdateDto', JobDecisionDto, MyJobDto, {
  readOnly: [...JOB_POSTING_COLUMNS, 'created_at'],
  serverKept: ['status_label', 'rejection_reason', 'posted_at', 'expires_at'],
});
export type JobUpdateDto = InstanceType<typeof JobUpdateDto>;
