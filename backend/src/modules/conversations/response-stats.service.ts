import { Injectable } from '@nestjs/common';
import { RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ConversationsRepository } from './conversations.repository';
import { daysBefore } from './conversation-time';
import { ResponseStats, responseStats } from './response-stats';

/**
 * How well requests are answered, for the admin dashboard (GET /admin/stats): of the requests sent in the last
 * 30 days (the clock's), the percent first answered within 7 days and the median hours to a first answer. Read on a
 * replica caught up with the admin's own writes (issue #29); business-group messages (no status) are not requests.
 */
@Injectable()
export class ResponseStatsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly replicas: ReadReplicas,
    private readonly clock: Clock,
  ) {}

  stats(adminId: number | null): Promise<ResponseStats> {
    const since = daysBefore(this.clock.now(), RESPONSIVENESS_LIMITS.statsWindowDays);
    return this.replicas.read(adminId, async (manager) =>
      responseStats(await this.conversations.requestsSentSince(manager, since), RESPONSIVENESS_LIMITS.statsAnsweredWithinDays),
    );
  }
}
