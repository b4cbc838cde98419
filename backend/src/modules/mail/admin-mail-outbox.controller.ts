import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { IdParam } from '../../common/moderation/id.param';
import { AdminMailOutboxService } from './admin-mail-outbox.service';
import { MAIL_OUTBOX_LIST, MAIL_OUTBOX_SEARCHED_FIELDS, MailOutboxFilter } from './admin-mail-outbox-list';
import { MailUpdateDto, OutboxMailDto } from './dto/outbox-mail.dto';

@ApiTags('mail')
@Roles('admin')
@Controller('admin/mail-outbox')
export class AdminMailOutboxController {
  constructor(private readonly outbox: AdminMailOutboxService) {}

  @Get()
  @ApiOperation({
    summary: 'Mails in the outbox (filter {"status":"failed"}: given up after 24 h): recipient, subject, attempts, last error, times; never the body',
  })
  @ListEndpoint(MAIL_OUTBOX_LIST, OutboxMailDto, MAIL_OUTBOX_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(MAIL_OUTBOX_LIST) query: ListQuery<MailOutboxFilter>) {
    return this.outbox.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One mail of the outbox, without its body' })
  @ApiOkResponse({ type: OutboxMailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<OutboxMailDto> {
    return this.outbox.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Retry: { "status": "pending" } puts a failed (or waiting) mail back in line, to be tried at once (audit-logged)' })
  @ApiOkResponse({ type: OutboxMailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status is not pending, or the recipient, subject or id differs from the mail' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The mail was sent already' })
  retry(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() dto: MailUpdateDto): Promise<OutboxMailDto> {
    return this.outbox.retry(admin, id, dto);
  }
}
