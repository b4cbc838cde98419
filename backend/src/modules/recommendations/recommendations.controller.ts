import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { RecommendationsService } from './recommendations.service';
import { RecommendedMentorsDto, RecommendedMentorsQueryDto } from './dto/recommended-mentors.dto';

@ApiTags('recommendations')
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Get('mentors')
  @Roles('seeker')
  @ApiOperation({
    summary: 'Suggested mentors for the signed-in seeker, each with its reasons in words',
    description:
      "Helpers of the seeker's industry who take requests now (switched on and below capacity), never one the seeker blocked or " +
      'who blocked them, one already in a conversation with them, or a suspended or unconfirmed account; ranked by the words shared ' +
      "between the seeker's job title and description and theirs (search's tokenizer), then how quickly they usually answer, then " +
      `spare capacity. At most the ${RESPONSIVENESS_LIMITS.recommendationCandidates} most recently active candidates are considered. ` +
      'Each item is a get-users item plus `reasons`.',
  })
  @ApiOkResponse({ type: RecommendedMentorsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'limit is not a whole number from 1 to 20' })
  mentors(@CurrentUser() seeker: AuthUser, @Query() query: RecommendedMentorsQueryDto): Promise<RecommendedMentorsDto> {
    return this.recommendations.mentorsFor(seeker, query.limit);
  }
}
