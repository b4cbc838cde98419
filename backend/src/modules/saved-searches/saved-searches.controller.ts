import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiQuery,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ACCOUNT_TEXTS, SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { SavedSearchesService } from './saved-searches.service';
import { UnsubscribeRequestDto } from '../notifications/dto/notification-settings.dto';
import { CreateSavedSearchDto, SavedSearchDto, SavedSearchListDto, mapSavedSearch } from './dto/saved-search.dto';

/** My saved searches (/account/saved-searches): the Job Board's and the ads board's. */
@ApiTags('account')
@Controller('account/saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My saved searches, newest first' })
  @ApiOkResponse({ type: SavedSearchListDto })
  async list(@CurrentUser() member: AuthUser): Promise<SavedSearchListDto> {
    return { data: (await this.searches.list(member)).map(mapSavedSearch) };
  }

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Save a search of the Job Board (kind jobs) or the ads board (kind ads): q, filters and how often to be told' })
  @ApiCreatedResponse({ type: SavedSearchDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${SAVED_SEARCH_TEXTS.kindInvalid}; ${SAVED_SEARCH_TEXTS.notifyInvalid}; ${SAVED_SEARCH_TEXTS.filtersInvalid}`,
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SAVED_SEARCH_TEXTS.limitReached })
  async create(@CurrentUser() member: AuthUser, @Body() dto: CreateSavedSearchDto): Promise<SavedSearchDto> {
    return mapSavedSearch(await this.searches.create(member, dto));
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  // No per-address limit: the signed token is the authorization (RFC 8058), as for notifications/unsubscribe.
  @ApiOperation({
    summary:
      "One-click unsubscribe from a saved search's alerts (notify becomes none), without signing in (token in the body or, for RFC 8058 clients, in the query)",
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: UnsubscribeRequestDto, required: false })
  @ApiQuery({ name: 'token', type: String, required: false })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.invalidLink })
  async unsubscribe(@Query('token') queryToken: string | undefined, @Body() body: Record<string, unknown> | undefined): Promise<MessageResponseDto> {
    await this.searches.unsubscribe(typeof body?.token === 'string' ? body.token : queryToken);
    return { message: SAVED_SEARCH_TEXTS.unsubscribed };
  }

  @Delete(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Delete my saved search' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `"${SAVED_SEARCH_TEXTS.notFound}" (also another member's)` })
  async remove(@CurrentUser() member: AuthUser, @IdParam() id: number): Promise<MessageResponseDto> {
    await this.searches.remove(member, id);
    return { message: SAVED_SEARCH_TEXTS.deleted };
  }
}
