import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { AuthUser } from '../../../common/auth/auth-user';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ListEndpoint } from '../../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../../common/pagination/list-query';
import { ListParams } from '../../../common/pagination/list-query.pipe';
import { IdParam } from '../../../common/moderation/id.param';
import { AdminMessageDto } from './dto/admin-message.dto';
import { AdminMessagesService } from './admin-messages.service';
import { AdminMessageFilter, MESSAGES_LIST, MESSAGES_SEARCHED_FIELDS } from './admin-messages-list';

@ApiTags('messages')
@Roles('admin')
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'Messages sent to members, read-only; legal and clinic messages without their details' })
  @ListEndpoint(MESSAGES_LIST, AdminMessageDto, MESSAGES_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(MESSAGES_LIST) query: ListQuery<AdminMessageFilter>) {
    return this.messages.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message; a legal or clinic message without its details' })
  @ApiOkResponse({ type: AdminMessageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<AdminMessageDto> {
    return this.messages.findOne(id);
  }
}
