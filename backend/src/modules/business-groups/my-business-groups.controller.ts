import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { MyBusinessGroupsService } from './my-business-groups.service';
import { mapMyBusinessGroup } from './business-group.mapper';
import { EditBusinessGroupDto, MyBusinessGroupSavedDto, MyBusinessGroupsDto } from './dto/my-business-group.dto';

@ApiTags('account')
@Controller('account/business-groups')
export class MyBusinessGroupsController {
  constructor(private readonly myGroups: MyBusinessGroupsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My business listings with their status, rejection reason and any edit waiting for review' })
  @ApiOkResponse({ type: MyBusinessGroupsDto })
  async list(@CurrentUser() user: AuthUser): Promise<MyBusinessGroupsDto> {
    return { data: (await this.myGroups.list(user.id)).map(mapMyBusinessGroup) };
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Edit title, description or website: the edit waits for review; an approved listing stays public as it was meanwhile' })
  @ApiOkResponse({ type: MyBusinessGroupSavedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${ACCOUNT_TEXTS.businessGroupNotFound} (also for another's listing)` })
  async edit(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: EditBusinessGroupDto): Promise<MyBusinessGroupSavedDto> {
    return { message: ACCOUNT_TEXTS.businessGroupSaved, group: mapMyBusinessGroup(await this.myGroups.edit(user.id, id, dto)) };
  }
}
