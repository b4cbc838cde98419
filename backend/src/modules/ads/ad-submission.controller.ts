import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { ConfirmedEmail, SectionAccess } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { CreatedResponseDto, ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { AdLimitResponse } from './ad-submission-limit';
import { AdSubmissionService } from './ad-submission.service';
import { readAdForm } from './ad-upload.reader';
import { CreateAdFormDto } from './dto/create-ad.dto';

/** Lives beside the other /issues calls by path only; the ad's logic stays in this module. */
@ApiTags('ads')
@Controller('issues')
export class AdSubmissionController {
  constructor(
    private readonly submissions: AdSubmissionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('business-network')
  @SectionAccess('businessNetwork')
  @ConfirmedEmail()
  @ApiOperation({ summary: "Submit an ad with 3-7 pictures (multipart/form-data); it waits for an admin's approval" })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CreateAdFormDto })
  @ApiCreatedResponse({ type: CreatedResponseDto, description: MESSAGES.ad.success })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `A field rule of the ad form, or the pictures: "${MESSAGES.ad.tooFewImages}", "${MESSAGES.ad.tooManyImages}", "${MESSAGES.ad.notAnImage}", "${MESSAGES.ad.tooManyPixels}"; a multipart body that cannot be read: "${MESSAGES.ad.unreadableForm}"`,
  })
  @ApiPayloadTooLargeResponse({
    type: ErrorResponseDto,
    description: `A picture over UPLOAD_MAX_IMAGE_MB or all over UPLOAD_MAX_TOTAL_MB: "${MESSAGES.ad.tooLarge}"`,
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: MESSAGES.ad.notMultipart })
  @AdLimitResponse()
  async submit(@CurrentUser() poster: AuthUser, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CreatedResponseDto> {
    const { fields, images } = await readAdForm(request, reply, this.config);
    const ad = await this.submissions.submit(poster, fields, images);
    return { message: MESSAGES.ad.success, id: ad.id };
  }
}
