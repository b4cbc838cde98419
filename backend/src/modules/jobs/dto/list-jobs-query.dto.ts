import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { INDUSTRIES, Industry, JOB_EMPLOYMENT_TYPES, JOB_TEXTS, JOB_WORKPLACES, JobEmploymentType, JobWorkplace } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { NewestFirstPageQueryDto, PageSearch } from '../../../common/pagination/page-query';

/** GET /jobs: the board's search and filters, a page at a time. */
export class ListJobsQueryDto extends NewestFirstPageQueryDto {
  @PageSearch('title, employer, description, industry and location')
  q?: string;

  @ApiPropertyOptional({ enum: INDUSTRIES })
  @IsOptional()
  @Rules(oneOf(INDUSTRIES, JOB_TEXTS.filterInvalid))
  industry?: Industry;

  @ApiPropertyOptional({ enum: JOB_WORKPLACES })
  @IsOptional()
  @Rules(oneOf(JOB_WORKPLACES, JOB_TEXTS.filterInvalid))
  workplace?: JobWorkplace;

  @ApiPropertyOptional({ enum: JOB_EMPLOYMENT_TYPES })
  @IsOptional()
  @Rules(oneOf(JOB_EMPLOYMENT_TYPES, JOB_TEXTS.filterInvalid))
  employment_type?: JobEmploymentType;
}
