import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { DirectoryService } from './directory.service';
import { GetUsersQueryDto } from './dto/get-users.query.dto';
import { GetAllUsersQueryDto } from './dto/get-all-users.query.dto';
import { AdminUserListDto, DirectoryPageDto } from './dto/directory-responses.dto';

@ApiTags('users')
@Controller('info')
export class DirectoryController {
  constructor(private readonly directory: DirectoryService) {}

  @Get('get-users')
  @SignedIn()
  @ApiOperation({
    summary: 'Members (helpers and seekers) of the given industries, by name, a page at a time',
    description:
      'The six professional-network industries need professional-network access, the legal industry legal access, ' +
      'Health & Sciences clinic access; helpers and admins see all. Suspended members, admins and businesses never appear. ' +
      'The six professional-network industries list helpers (mentors) and seekers; the legal and health industries list ' +
      'their helpers only (lawyers and doctors): a seeker there is a client or patient and is listed nowhere. ' +
      '`role` narrows the page to one role.',
  })
  @ApiOkResponse({ type: DirectoryPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or unknown industry, role not helper or seeker, bad limit or cursor' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The caller may not see one of the asked sections' })
  getUsers(@CurrentUser() user: AuthUser, @Query() query: GetUsersQueryDto): Promise<DirectoryPageDto> {
    return this.directory.listMembers(user, query);
  }

  @Get('get-all-users')
  @Roles('admin')
  @ApiOperation({ summary: 'Every helper or every seeker who is not suspended (admin panel)' })
  @ApiOkResponse({ type: AdminUserListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'role is not helper or seeker' })
  getAllUsers(@CurrentUser() admin: AuthUser, @Query() query: GetAllUsersQueryDto): Promise<AdminUserListDto> {
    return this.directory.listByRole(query.role, admin.id);
  }
}
