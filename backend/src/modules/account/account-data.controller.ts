import { Body, Controller, Delete, Get, HttpCode, Ip, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ACCOUNT_TEXTS } from '@community/vocabulary';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { DataExportService } from './data-export.service';
import { DataExportLinks } from './data-export-links.service';
import { AccountDeletionService } from './account-deletion.service';
import { DeleteAccountDto, ExportLinkRequestDto, LinkTokenDto } from './dto/account-requests.dto';

/** Taking one's data out, and leaving. */
@ApiTags('account')
@Controller('account')
export class AccountDataController {
  constructor(
    private readonly exports: DataExportService,
    private readonly exportLinks: DataExportLinks,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get('export')
  @SignedIn()
  @ApiOperation({
    summary:
      'Download my data: profile, messages and conversations I take part in (replies, status changes), ads with image links, business groups, the reports I filed, notification settings (JSON attachment)',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'community-data-<id>.json', schema: { type: 'object' } })
  async export(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown>> {
    reply.header('content-disposition', `attachment; filename="community-data-${user.id}.json"`);
    return this.exports.exportFor(user.id);
  }

  @Post('export/request')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: "For members who cannot sign in (suspended): mail a 24-hour download link to the account's address; same answer whether or not it exists",
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async requestExportLink(@Body() dto: ExportLinkRequestDto): Promise<MessageResponseDto> {
    await this.exportLinks.send(dto.email);
    return { message: ACCOUNT_TEXTS.exportLinkSent };
  }

  @Get('export/download')
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: "Download my data with the mailed link's token (no sign-in)" })
  @ApiQuery({ name: 'token', type: String })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'community-data-<id>.json', schema: { type: 'object' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.invalidLink })
  async download(@Query('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown>> {
    const userId = await this.exportLinks.verify(token);
    reply.header('content-disposition', `attachment; filename="community-data-${userId}.json"`);
    return this.exports.exportFor(userId);
  }

  @Delete()
  @SignedIn()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Delete my account with my password (Google-only accounts: 202 and a one-hour confirmation link by mail)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiAcceptedResponse({ type: MessageResponseDto, description: ACCOUNT_TEXTS.deletionLinkSent })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.wrongPassword })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many wrong passwords for the account (counted like failed sign-ins) or too many requests (Retry-After)',
  })
  async remove(
    @CurrentUser() user: AuthUser,
    @Body() dto: DeleteAccountDto,
    @Ip() address: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponseDto> {
    if ((await this.deletion.start(user.id, dto.password, address)) === 'deleted') return { message: ACCOUNT_TEXTS.accountDeleted };
    reply.status(202);
    return { message: ACCOUNT_TEXTS.deletionLinkSent };
  }

  @Post('delete/confirm')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Confirm the deletion of a Google-only account with the mailed token' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.invalidLink })
  async confirmDeletion(@Body() dto: LinkTokenDto): Promise<MessageResponseDto> {
    await this.deletion.confirm(dto.token);
    return { message: ACCOUNT_TEXTS.accountDeleted };
  }
}
