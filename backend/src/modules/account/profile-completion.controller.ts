import { Body, Controller, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthService } from '../auth/auth.service';
import { CompleteProfileDto } from '../auth/dto/complete-profile.dto';
import { LoginResponseDto } from '../sessions/dto/session.dto';
import { ProfileService } from './profile.service';

export const PROFILE_COMPLETED = 'Profile completed';

/**
 * The spec's PATCH /auth/profile lives with the profile, not with sign-in: every change of a profile goes through
 * ProfileService, so an industry or mentorship change here removes a verified mark and is audit-logged exactly as
 * PATCH /account does (docs/security.md, "One door for profile changes").
 */
@ApiTags('auth')
@Controller('auth')
export class ProfileCompletionController {
  constructor(
    private readonly profile: ProfileService,
    private readonly auth: AuthService,
  ) {}

  @Patch('profile')
  @SignedIn()
  @ApiOperation({
    summary: 'Complete the profile after a first Google sign-in (mentorship, phone, industry, job title)',
    description: 'The same change as PATCH /account: a change of industry or mentorship is audit-logged and removes a verified mark.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async complete(@CurrentUser() user: AuthUser, @Body() dto: CompleteProfileDto): Promise<LoginResponseDto> {
    return this.auth.completeSignIn(await this.profile.complete(user, dto), PROFILE_COMPLETED);
  }
}
