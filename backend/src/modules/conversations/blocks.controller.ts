import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { BlocksService } from './blocks.service';
import { BlockListDto, BlockRequestDto } from './dto/block.dto';

@ApiTags('conversations')
@SignedIn()
@Controller('blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @ApiOperation({ summary: 'The members the caller has blocked' })
  @ApiOkResponse({ type: BlockListDto })
  async list(@CurrentUser() user: AuthUser): Promise<BlockListDto> {
    return { data: await this.blocks.list(user.id) };
  }

  @Post()
  @ApiOperation({ summary: 'Block a member: they can no longer open conversations with the caller; open ones between the two close' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `No user_id, or ${CONVERSATION_TEXTS.notYourself}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CONVERSATION_TEXTS.memberNotFound })
  async block(@CurrentUser() user: AuthUser, @Body() dto: BlockRequestDto): Promise<MessageResponseDto> {
    await this.blocks.block(user.id, dto.user_id);
    return { message: CONVERSATION_TEXTS.blockedDone };
  }

  @Delete(':user_id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unblock a member (also answers 200 when there was no block)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number' })
  async unblock(@CurrentUser() user: AuthUser, @Param('user_id', ParseIntPipe) userId: number): Promise<MessageResponseDto> {
    await this.blocks.unblock(user.id, userId);
    return { message: CONVERSATION_TEXTS.unblockedDone };
  }
}
