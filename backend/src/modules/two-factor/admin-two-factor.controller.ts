import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { IdParam } from '../../common/moderation/id.param';
import { TwoFactorReset } from './two-factor-reset.service';
import { TwoFactorService } from './two-factor.service';
import { AdminTwoFactorStateDto } from './dto/two-factor.dto';

/** The admin panel's "Reset two-factor" on the helpers and seekers tabs (never on another admin: AdminUsersService.refuseAdminAccount), and whether it is on (a member's page). */
@ApiTags('users')
@Roles('admin')
@Controller('admin/users')
export class AdminTwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorReset,
    private readonly state: TwoFactorService,
  ) {}

  @Get(':id/two-factor')
  @ApiOperation({ summary: "Whether two-factor sign-in is on for an account, and since when (the panel's member page)" })
  @ApiOkResponse({ type: AdminTwoFactorStateDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `Not an admin: "${MESSAGES.http.forbidden}"` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_TEXTS.userNotFound })
  stateOf(@IdParam() id: number): Promise<AdminTwoFactorStateDto> {
    return this.state.stateForAdmin(id);
  }

  @Delete(':id/two-factor')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn off two-factor sign-in for another account (a lost phone and lost recovery codes); audit-logged',
    description:
      "The account's secret and recovery codes are removed and every one of its sessions ends; it signs in with its password " +
      'and sets two-factor up again (an admin must, where ADMIN_TWO_FACTOR=required). The account holder gets an email. ' +
      "Your own account is refused: use POST /account/two-factor/disable. Another admin's account is refused like its suspension: " +
      'on the server, `npm run reset-two-factor -- <email>`.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: TWO_FACTOR_TEXTS.resetByAdmin })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `The id is not a number, or it is your own account: "${TWO_FACTOR_TEXTS.resetOwn}"` })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: `Not an admin: "${MESSAGES.http.forbidden}"; or another admin's account: "${MESSAGES.moderation.adminAccount}"`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_TEXTS.userNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.notOnForMember })
  async reset(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<MessageResponseDto> {
    await this.twoFactor.reset(admin, id);
    return { message: TWO_FACTOR_TEXTS.resetByAdmin };
  }
}
