import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, NotificationSettings } from '@community/vocabulary';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { NotificationsService } from './notifications.service';
import { NotificationSettingsDto, NotificationSettingsRequestDto, UnsubscribeRequestDto, UnsubscribedDto } from './dto/notification-settings.dto';

@ApiTags('account')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('account/notifications')
  @SignedIn()
  @ApiOperation({ summary: 'My email settings per kind of notification' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  settings(@CurrentUser() user: AuthUser): Promise<NotificationSettings> {
    return this.notifications.settings(user.id);
  }

  @Put('account/notifications')
  @SignedIn()
  @ApiOperation({ summary: 'Set each kind to instant (Email right away), digest (Daily digest) or off' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  update(@CurrentUser() user: AuthUser, @Body() dto: NotificationSettingsRequestDto): Promise<NotificationSettings> {
    return this.notifications.update(user.id, dto as NotificationSettings);
  }

  @Post('notifications/unsubscribe')
  @HttpCode(200)
  @Public()
  // No per-address limit: the signed token is the authorization (RFC 8058), and a mail provider may send many at once.
  @ApiOperation({ summary: "One-click unsubscribe from a mail's kind, without signing in (token in the body or, for RFC 8058 clients, in the query)" })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: UnsubscribeRequestDto, required: false })
  @ApiQuery({ name: 'token', type: String, required: false })
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.invalidLink })
  async unsubscribe(@Query('token') queryToken: string | undefined, @Body() body: Record<string, unknown> | undefined): Promise<UnsubscribedDto> {
    const kinds = await this.notifications.unsubscribe(typeof body?.token === 'string' ? body.token : queryToken);
    return { message: ACCOUNT_TEXTS.unsubscribed, kinds };
  }
}
