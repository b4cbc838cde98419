import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { RESPONSIVENESS_LIMITS, RESPONSIVENESS_TEXTS } from '@community/vocabulary';
import { Rules, integerBetween } from '../../../common/validation/rules.decorator';
import { DirectoryUserDto } from '../../directory/dto/directory-responses.dto';

export class RecommendedMentorsQueryDto {
  @ApiPropertyOptional({
    minimum: RESPONSIVENESS_LIMITS.recommendationsMin,
    maximum: RESPONSIVENESS_LIMITS.recommendationsMax,
    default: RESPONSIVENESS_LIMITS.recommendationsDefault,
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? undefined : Number(value)))
  @Rules(integerBetween(RESPONSIVENESS_LIMITS.recommendationsMin, RESPONSIVENESS_LIMITS.recommendationsMax, RESPONSIVENESS_TEXTS.recommendationsLimitRange))
  limit?: number;
}

export class RecommendedMentorDto extends DirectoryUserDto {
  @ApiProperty({
    type: [String],
    example: ['Same industry', 'Mentions backend', 'Usually replies within 2 days', 'Has room for new requests'],
    description: 'Why this mentor is suggested, in words to show as they are',
  })
  reasons: string[];
}

export class RecommendedMentorsDto {
  @ApiProperty({ type: [RecommendedMentorDto], description: 'Best match first; every one takes requests now' }) users: RecommendedMentorDto[];
}
