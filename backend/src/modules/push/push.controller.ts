import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PUSH_ERRORS, PushSettings } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { PushService } from './push.service';
import {
  PushKeyDto,
  PushSettingsDto,
  PushSettingsRequestDto,
  PushSubscriptionRequestDto,
  PushUnsubscribeRequestDto,
  StoredPushSubscriptionDto,
} from './dto/push.dto';

/** Web Push for the signed-in member (docs/notifications.md, "Push"): never asked for on a public page. */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('key')
  @SignedIn()
  @ApiOperation({ summary: "The VAPID public key, for the browser's pushManager.subscribe (applicationServerKey)" })
  @ApiOkResponse({ type: PushKeyDto })
  async key(): Promise<PushKeyDto> {
    return { publicKey: await this.push.publicKey() };
  }

  @Post('subscriptions')
  @SignedIn()
  @ApiOperation({
    summary: "Store this browser's push subscription (its PushSubscription.toJSON())",
    description: 'The same endpoint again updates it (and moves it to you if another account had it). At most 10 devices per member.',
  })
  @ApiCreatedResponse({ type: StoredPushSubscriptionDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${PUSH_ERRORS.endpointInvalid}", "${PUSH_ERRORS.keysInvalid}" or "${PUSH_ERRORS.tooManyDevices}"`,
  })
  subscribe(@CurrentUser() user: AuthUser, @Body() body: PushSubscriptionRequestDto): Promise<StoredPushSubscriptionDto> {
    return this.push.subscribe(user.id, body);
  }

  @Delete('subscriptions')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Forget one of my push subscriptions (this browser turning push off)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PUSH_ERRORS.endpointInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PUSH_ERRORS.notFound })
  async unsubscribe(@CurrentUser() user: AuthUser, @Body() body: PushUnsubscribeRequestDto): Promise<void> {
    await this.push.unsubscribe(user.id, body.endpoint);
  }

  @Get('settings')
  @SignedIn()
  @ApiOperation({ summary: 'My push settings per kind (on unless turned off)' })
  @ApiOkResponse({ type: PushSettingsDto })
  settings(@CurrentUser() user: AuthUser): Promise<PushSettings> {
    return this.push.settings(user.id);
  }

  @Put('settings')
  @SignedIn()
  @ApiOperation({ summary: 'Turn push on or off per kind; a kind left out keeps its setting' })
  @ApiOkResponse({ type: PushSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PUSH_ERRORS.settingInvalid('new_request') })
  updateSettings(@CurrentUser() user: AuthUser, @Body() body: PushSettingsRequestDto): Promise<PushSettings> {
    return this.push.updateSettings(user.id, body);
  }
}
