import { Body, Controller, Delete, Get, HttpCode, Post, applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { IdParam } from '../../common/moderation/id.param';
import { AdminUserDto } from './dto/admin-user.dto';
import { AdminUsersService } from './admin-users.service';
import { DeleteUserDto } from './dto/delete-user.dto';
import { AdminUserFilter, USERS_LIST, USERS_SEARCHED_FIELDS } from './admin-users-list';

const SuspendRefusals = () =>
  applyDecorators(
    ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a number, or it is your own account' }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: `Not an admin, or the account is an admin's: "${MESSAGES.moderation.adminAccount}"` }),
    ApiNotFoundResponse({ type: ErrorResponseDto }),
  );

@ApiTags('users')
@Roles('admin')
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get('users')
  @ApiOperation({
    summary:
      'Members for the helpers and seekers tabs, admins for the Admins tab (filter role=admin) (react-admin getList/getMany); suspended members only when filtered for',
  })
  @ListEndpoint(USERS_LIST, AdminUserDto, USERS_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(USERS_LIST) query: ListQuery<AdminUserFilter>) {
    return this.users.list(query, admin.id);
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'One member, suspended or not (react-admin getOne)' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<AdminUserDto> {
    return this.users.findOne(id);
  }

  @Delete('users/:id')
  @ApiOperation({ summary: 'Suspend a member (react-admin delete): sign-in refused, tokens revoked, gone from directories; answers the member' })
  @ApiOkResponse({ type: AdminUserDto })
  @SuspendRefusals()
  suspend(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<AdminUserDto> {
    return this.users.suspend(admin, id);
  }

  @Post('delete-user')
  @HttpCode(200)
  @ApiOperation({ summary: "The spec's delete-user: suspends the member exactly as DELETE /admin/users/{id}" })
  @ApiOkResponse({ type: MessageResponseDto })
  @SuspendRefusals()
  async deleteUser(@CurrentUser() admin: AuthUser, @Body() dto: DeleteUserDto): Promise<MessageResponseDto> {
    await this.users.suspend(admin, dto.id);
    return { message: ADMIN_TEXTS.userSuspended };
  }
}
