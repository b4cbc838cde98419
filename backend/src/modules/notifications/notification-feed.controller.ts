import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IN_APP_NOTIFICATION_ERRORS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { NotificationFeedService } from './notification-feed.service';
import { MarkReadRequestDto, MarkReadResultDto, NotificationPageDto, NotificationsQueryDto } from './dto/notification.dto';

/** The bell: the caller's own in-app notifications (docs/notifications.md). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationFeedController {
  constructor(private readonly feed: NotificationFeedService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My notifications, newest first, with the unread count' })
  @ApiOkResponse({ type: NotificationPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: IN_APP_NOTIFICATION_ERRORS.invalidCursor })
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationsQueryDto): Promise<NotificationPageDto> {
    return this.feed.list(user.id, query.cursor);
  }

  @Post('read')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Mark my notifications read: those of ids, or all of them when ids is omitted' })
  @ApiOkResponse({ type: MarkReadResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: IN_APP_NOTIFICATION_ERRORS.idsInvalid })
  markRead(@CurrentUser() user: AuthUser, @Body() body: MarkReadRequestDto): Promise<MarkReadResultDto> {
    return this.feed.markRead(user.id, body?.ids);
  }
}
