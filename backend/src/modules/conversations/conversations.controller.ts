import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CONVERSATION_TEXTS, RESPONSIVENESS_TEXTS } from '@community/vocabulary';
import { ConfirmedEmail, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { ConversationsService } from './conversations.service';
import { RepliesService } from './replies.service';
import { StatusService } from './status.service';
import { OtherRequestsService } from './other-requests.service';
import { ConversationDto, ConversationPageDto, OtherRequestsClosedDto, ReplyCreatedDto } from './dto/conversation.dto';
import { ConversationsQueryDto } from './dto/conversations-query.dto';
import { ReplyBodyDto } from './dto/reply-body.dto';
import { StatusChangeDto } from './dto/status-change.dto';
import { ConversationAttachmentsService } from './attachments/conversation-attachments.service';
import { attachmentDisposition } from './attachments/attachment-names';

const notFound = () => ApiNotFoundResponse({ type: ErrorResponseDto, description: `${CONVERSATION_TEXTS.notFound} (anyone but the two participants)` });

@ApiTags('conversations')
@SignedIn()
@Controller('conversations')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly replies: RepliesService,
    private readonly statuses: StatusService,
    private readonly otherRequests: OtherRequestsService,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's received or sent conversations, by last activity; unread counts both boxes" })
  @ApiOkResponse({ type: ConversationPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Bad box, status, limit or cursor' })
  list(@CurrentUser() user: AuthUser, @Query() query: ConversationsQueryDto): Promise<ConversationPageDto> {
    return this.conversations.list(user, query);
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One conversation with its replies and status history (participants; admins once it is reported, and then only the reported messages, names, statuses and dates: no legal or clinic details)',
  })
  @ApiOkResponse({ type: ConversationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number' })
  @notFound()
  open(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConversationDto> {
    return this.conversations.open(user, id);
  }

  @Get(':id/attachments/:attachmentId')
  @ApiOperation({
    summary: "Download a file sent in the thread (a job application's CV): its two participants only, never an admin",
    description:
      'Answers the bytes as sent, with `Content-Disposition: attachment` (the file name as `filename*`), `Cache-Control: private, no-store` and ' +
      '`X-Content-Type-Options: nosniff`. Anyone but the two participants gets 404, as for a missing conversation.',
  })
  @ApiOkResponse({ description: 'The file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An id is not a whole number' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: `"${CONVERSATION_TEXTS.notFound}" (anyone but the two participants, admins too); "${CONVERSATION_TEXTS.attachmentNotFound}"`,
  })
  async download(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Param('attachmentId', ParseIntPipe) attachmentId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.attachments.download(user, id, attachmentId);
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: attachmentDisposition(file.fileName),
      length: file.content.length,
    });
  }

  @Post(':id/replies')
  @ConfirmedEmail()
  @ApiOperation({ summary: 'Reply in the thread (1 to 5,000 characters); the other side is emailed (legal and clinic: only the link)' })
  @ApiCreatedResponse({ type: ReplyCreatedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Empty or too long' })
  @notFound()
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${CONVERSATION_TEXTS.conversationOver}; ${CONVERSATION_TEXTS.blockedReply}; or ${CONVERSATION_TEXTS.otherMemberDeleted}`,
  })
  async reply(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ReplyBodyDto): Promise<ReplyCreatedDto> {
    return { message: CONVERSATION_TEXTS.replySent, id: await this.replies.reply(user, id, dto.body) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a conversation whose other member deleted their account (nobody else has it: the request, replies and history go)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number' })
  @notFound()
  @ApiConflictResponse({ type: ErrorResponseDto, description: CONVERSATION_TEXTS.deleteOnlyWhenAlone })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<MessageResponseDto> {
    await this.conversations.remove(user, id);
    return { message: CONVERSATION_TEXTS.conversationDeleted };
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept, decline (reason optional), ask for more info (the question) or close; answers the updated conversation' })
  @ApiOkResponse({ type: ConversationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown status or reason too long' })
  @notFound()
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not allowed from the current status or for this participant, or a business-group conversation' })
  changeStatus(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: StatusChangeDto): Promise<ConversationDto> {
    return this.statuses.change(user, id, dto);
  }

  @Post(':id/close-other-requests')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The sender of this accepted request closes every other request of theirs still waiting for an answer (new, read or more_info), in one transaction; each receiver gets the usual closed mail. Answers how many were closed (the thread's other_open_requests says how many there are)",
  })
  @ApiOkResponse({ type: OtherRequestsClosedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: RESPONSIVENESS_TEXTS.closeOthersOnlySender })
  @notFound()
  @ApiConflictResponse({ type: ErrorResponseDto, description: RESPONSIVENESS_TEXTS.closeOthersNotAccepted })
  async closeOtherRequests(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<OtherRequestsClosedDto> {
    return { closed: await this.otherRequests.closeOthers(user, id) };
  }
}
