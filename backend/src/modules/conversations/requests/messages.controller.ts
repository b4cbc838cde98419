import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CONVERSATION_TEXTS, ISSUE_TEXTS } from '@community/vocabulary';
import { ConfirmedEmail, Public, SectionAccess, SignedIn } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../../common/http/error-response.dto';
import { RequestCreatedDto } from './dto/request-created.dto';
import { PublicFormRateLimit } from '../../../common/rate-limit/rate-limit.decorators';
import { AuthUser } from '../../../common/auth/auth-user';
import { MemberMessagesService } from './member-messages.service';
import { InboxService } from './inbox.service';
import { MemberMessageDto } from './dto/member-message.dto';
import { LegalIssueDto } from './dto/legal-issue.dto';
import { ClinicIssueDto } from './dto/clinic-issue.dto';
import { BusinessGroupMessageDto } from './dto/business-group-message.dto';
import { InboxQueryDto } from './dto/inbox-query.dto';
import { InboxPageDto } from './dto/inbox-responses.dto';

const refused = () =>
  ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${CONVERSATION_TEXTS.blocked}; ${CONVERSATION_TEXTS.notAccepting}; ${CONVERSATION_TEXTS.atCapacity}`,
  });
const newAccountCap = () =>
  ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: CONVERSATION_TEXTS.newAccountCap(5) + ' (NEW_ACCOUNT_DAILY_REQUESTS)' });

const invalid = () => ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of spec section 5, or the receiver is the sender' });

@ApiTags('messages')
@Controller('issues')
export class MessagesController {
  constructor(
    private readonly messages: MemberMessagesService,
    private readonly inbox: InboxService,
  ) {}

  @Post('professional-network')
  @SectionAccess('professionalNetwork')
  @ConfirmedEmail()
  @ApiOperation({
    summary:
      "Message a professional-network member (helper or seeker of the six industries); the mail names the sender's account, with Reply-To only when the typed email is the account's own",
  })
  @ApiCreatedResponse({ type: RequestCreatedDto })
  @invalid()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ISSUE_TEXTS.memberNotFound })
  @refused()
  @newAccountCap()
  sendToMember(@CurrentUser() user: AuthUser, @Body() dto: MemberMessageDto): Promise<RequestCreatedDto> {
    return this.messages.sendToMember(user, dto);
  }

  @Post('legal-assistance')
  @SectionAccess('legalAssistance')
  @ConfirmedEmail()
  @ApiOperation({ summary: 'Send a legal issue to a lawyer (a member of the legal industry)' })
  @ApiCreatedResponse({ type: RequestCreatedDto })
  @invalid()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ISSUE_TEXTS.lawyerNotFound })
  @refused()
  @newAccountCap()
  sendLegalIssue(@CurrentUser() user: AuthUser, @Body() dto: LegalIssueDto): Promise<RequestCreatedDto> {
    return this.messages.sendLegalIssue(user, dto);
  }

  @Post('virtual-clinic')
  @SectionAccess('virtualClinic')
  @ConfirmedEmail()
  @ApiOperation({ summary: 'Send a clinic request to a doctor (a member of Health & Sciences); the email holds no health details' })
  @ApiCreatedResponse({ type: RequestCreatedDto })
  @invalid()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ISSUE_TEXTS.doctorNotFound })
  @refused()
  @newAccountCap()
  sendClinicIssue(@CurrentUser() user: AuthUser, @Body() dto: ClinicIssueDto): Promise<RequestCreatedDto> {
    return this.messages.sendClinicIssue(user, dto);
  }

  @Post('business-groups')
  @Public()
  @PublicFormRateLimit()
  @ApiOperation({
    summary:
      "Contact an approved business group (public; receiver_id is the group's user_id); the owner's mail has no Reply-To and shows the typed name and email as unchecked",
  })
  @ApiCreatedResponse({ type: RequestCreatedDto })
  @invalid()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ISSUE_TEXTS.businessGroupNotFound })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Per-address limit of RATE_LIMIT_PUBLIC_FORMS reached' })
  sendToBusinessGroup(@Body() dto: BusinessGroupMessageDto): Promise<RequestCreatedDto> {
    return this.messages.sendToBusinessGroup(dto);
  }

  @Get('inbox')
  @SignedIn()
  @ApiOperation({ summary: "The signed-in member's messages, newest first" })
  @ApiOkResponse({ type: InboxPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Bad limit or cursor' })
  listInbox(@CurrentUser() user: AuthUser, @Query() query: InboxQueryDto): Promise<InboxPageDto> {
    return this.inbox.list(user, query);
  }

  @Post(':id/read')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Mark one of the signed-in member's messages as read" })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "No such message in the caller's inbox" })
  async markRead(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<MessageResponseDto> {
    await this.inbox.markRead(user, id);
    return { message: ISSUE_TEXTS.markedRead };
  }
}
