import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IN_APP_NOTIFICATION_ERRORS, MESSAGES } from '@community/vocabulary';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { NotificationFeedService } from './notification-feed.service';
import { NotificationStreamService } from './notification-stream.service';
import { MarkReadRequestDto, MarkReadResultDto, NotificationPageDto, NotificationsQueryDto, StreamTicketDto } from './dto/notification.dto';
import { StreamTickets } from './stream-tickets';
import { StreamAuthGuard } from './stream-auth.guard';

/** The bell: the caller's own in-app notifications (docs/notifications.md). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationFeedController {
  constructor(
    private readonly feed: NotificationFeedService,
    private readonly streams: NotificationStreamService,
    private readonly tickets: StreamTickets,
  ) {}

  @Post('stream-ticket')
  @SignedIn()
  @ApiOperation({
    summary: 'A single-use ticket for the stream, for EventSource (which cannot send the Authorization header)',
    description: 'Valid 60 seconds, for one GET /notifications/stream?ticket=…; a password change voids it. Never put the token itself in a URL.',
  })
  @ApiCreatedResponse({ type: StreamTicketDto })
  async streamTicket(@CurrentUser() user: AuthUser): Promise<StreamTicketDto> {
    const ticket = await this.tickets.issue(user.id);
    if (!ticket) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    return { ticket };
  }

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
  @Public()
  @UseGuards(StreamAuthGuard)
  @SignedIn()
  @ApiOperation({
    summary: 'My notifications live, as Server-Sent Events',
    description:
      'Each notification as it is stored: `id:` the notification id, `event: notification`, `data:` `{ notification, unread }` ' +
      '(notification as in GET /notifications). Comments (`: heartbeat`) keep the connection alive; the server ends the stream ' +
      'after a while and the client reconnects with `Last-Event-ID`, which first sends every notification newer than it.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last notification id received: those after it are sent first' })
  @ApiQuery({
    name: 'ticket',
    required: false,
    type: String,
    description: 'Instead of the Authorization header: a ticket from POST /notifications/stream-ticket (used once)',
  })
  @ApiQuery({ name: 'last_event_id', required: false, type: 'integer', description: 'As the Last-Event-ID header, when it is not sent' })
  @ApiOkResponse({ description: 'An event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async stream(
    @CurrentUser() user: AuthUser,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Query('last_event_id') lastEventIdQuery: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const lastEventId = lastEventIdHeader ?? (typeof lastEventIdQuery === 'string' ? lastEventIdQuery : undefined);
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
