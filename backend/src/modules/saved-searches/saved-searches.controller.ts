import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { SavedSearchesService } from './saved-searches.service';
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
