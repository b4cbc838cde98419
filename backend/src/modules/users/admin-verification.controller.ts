import { Body, Controller, Delete, Put, applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, VERIFICATION_TEXTS } from '@community/vocabulary';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { IdParam } from '../../common/moderation/id.param';
import { AdminUserDto } from './dto/admin-user.dto';
import { VerifyUserDto } from './dto/verification.dto';
import { VerificationService } from './verification.service';

const Refusals = () =>
  applyDecorators(
    ApiForbiddenResponse({ type: ErrorResponseDto, description: `Not an admin: "${MESSAGES.http.forbidden}"` }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_TEXTS.userNotFound }),
  );

/** Verified professionals: the admin's Verify / Remove verification on the users resource (issue #12). */
@ApiTags('users')
@Roles('admin')
@Controller('admin/users')
export class AdminVerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Put(':id/verification')
  @ApiOperation({
    summary: 'Mark a member as a verified professional, with a note saying what was checked; audit-logged',
    description:
      "Directories then show a Verified badge (verified: true in GET /info/get-users). A later change of the member's industry or mentorship removes the mark.",
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `The id is not a number; the note: "${VERIFICATION_TEXTS.noteRequired}", "${VERIFICATION_TEXTS.noteLength}"; an admin or business: "${VERIFICATION_TEXTS.notListed}"`,
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `The member changed industry or role meanwhile: "${VERIFICATION_TEXTS.profileChanged}"` })
  @Refusals()
  verify(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() dto: VerifyUserDto): Promise<AdminUserDto> {
    return this.verification.verify(admin, id, dto.note);
  }

  @Delete(':id/verification')
  @ApiOperation({ summary: "Remove a member's verified mark; audit-logged (nothing happens when there is none)" })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a number' })
  @Refusals()
  remove(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<AdminUserDto> {
    return this.verification.remove(admin, id);
  }
}
