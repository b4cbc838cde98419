import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/auth-user';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { decide } from '../../common/moderation/moderation-decision';
import { ReadReplicas } from '../../common/database/read-replicas';
import { MyJobDto, mapMyJob } from './dto/job-response.dto';
import { JobDecisionDto } from './dto/job-decision.dto';
import { AdminJobFilter } from './admin-jobs-list';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/**
 * The jobs resource of the admin panel (react-admin): lists are queried here; approving, rejecting and deleting
 * belong to JobsService (audit entry and the poster's mail in the decision's transaction). Bulk approve/reject is
 * react-admin's updateMany: one PUT per posting, each with its reason. Works while the section is Coming Soon.
 */
@Injectable()
export class AdminJobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly jobsService: JobsService,
    private readonly replicas: ReadReplicas,
  ) {}

  async list(query: ListQuery<AdminJobFilter>, adminId: number | null = null): Promise<ListPage<MyJobDto>> {
    const page = await this.replicas.read(adminId, (manager) => this.jobs.adminPage(query, manager));
    return { ...page, data: page.data.map(mapMyJob) };
  }

  findOne(id: number): Promise<MyJobDto> {
    return this.jobsService.findById(id);
  }

  decide(actor: AuthUser, id: number, dto: JobDecisionDto): Promise<MyJobDto> {
    return decide(dto, 'approved', {
      current: () => this.jobsService.findById(id),
      approve: () => this.jobsService.approve(actor, id),
      reject: (reason) => this.jobsService.reject(actor, id, reason),
    });
  }

  remove(actor: AuthUser, id: number): Promise<MyJobDto> {
    return this.jobsService.remove(actor, id);
  }
}
