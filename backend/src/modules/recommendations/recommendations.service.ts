import { Inject, Injectable } from '@nestjs/common';
import { RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ReadReplicas } from '../../common/database/read-replicas';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { DirectoryService } from '../directory/directory.service';
import { RecommendationsRepository } from './recommendations.repository';
import { profileWords, rankMentors } from './recommendation-ranking';
import { RecommendedMentorsDto } from './dto/recommended-mentors.dto';

/**
 * Suggested mentors for a seeker (GET /recommendations/mentors): helpers of their industry who take requests now,
 * ranked by the words they share with the seeker's job title and description, then how quickly they usually answer,
 * then spare capacity (recommendation-ranking.ts). Bounded: at most RESPONSIVENESS_LIMITS.recommendationCandidates
 * candidates are read and ranked per call, the most recently active first. Read on a replica (issue #29).
 */
@Injectable()
export class RecommendationsService {
  constructor(
    private readonly recommendations: RecommendationsRepository,
    private readonly directory: DirectoryService,
    private readonly replicas: ReadReplicas,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async mentorsFor(seeker: AuthUser, limit: number = RESPONSIVENESS_LIMITS.recommendationsDefault): Promise<RecommendedMentorsDto> {
    return this.replicas.read(seeker.id, async (manager) => {
      const profile = await this.recommendations.seeker(manager, seeker.id);
      if (!profile?.industry) return { users: [] };
      const rows = await this.recommendations.candidates(manager, profile.industry, seeker.id, RESPONSIVENESS_LIMITS.recommendationCandidates);
      const open = await this.recommendations.openRequests(
        manager,
        rows.map((row) => Number(row.id)),
      );
      const candidates = rows.map((row) => {
        const capacity = row.request_capacity === null ? this.config.conversations.capacityDefault : Number(row.request_capacity);
        return {
          row,
          id: Number(row.id),
          jobTitle: row.job_title,
          description: row.description,
          repliesWithinDays: row.replies_within_days === null ? null : Number(row.replies_within_days),
          capacity,
          spare: capacity - (open.get(Number(row.id)) ?? 0),
        };
      });
      const ranked = rankMentors(profileWords(profile.job_title, profile.description), candidates, limit);
      return { users: ranked.map(({ candidate, reasons }) => ({ ...this.directory.directoryUser(candidate.row, true), reasons })) };
    });
  }
}
