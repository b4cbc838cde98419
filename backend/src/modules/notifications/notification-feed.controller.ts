import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IN_APP_NOTIFICATION_ERRORS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { NotificationFeedService } from './notification-feed.service';
import { NotificationStreamService } from './notification-stream.service';
import { MarkReadRequestDto, MarkReadResultDto, NotificationPageDto, NotificationsQueryDto } from './dto/notification.dto';

/** The bell: the caller's own in-app notifications (docs/notifications.md). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationFeedController {
  constructor(
    private readonly feed: NotificationFeedService,
    private readonly streams: NotificationStreamService,
  ) {}

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

  @Get('stream')
  @SignedIn()
  @ApiOperation({
    summary: 'My notifications live, as Server-Sent Events',
    description:
      'Each notification as it is stored: `id:` the notification id, `event: notification`, `data:` `{ notification, unread }` ' +
      '(notification as in GET /notifications). Comments (`: heartbeat`) keep the connection alive; the server ends the stream ' +
      'after a while and the client reconnects with `Last-Event-ID`, which first sends every notification newer than it.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last notification id received: those after it are sent first' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async stream(@CurrentUser() user: AuthUser, @Headers('last-event-id') lastEventId: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    await this.streams.open(user.id, lastEventId, out, (stop) => out.on('close', stop));
  }
}
