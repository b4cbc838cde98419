import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { AvailabilityService } from './availability.service';
import { AvailabilityDto, AvailabilityUpdateDto } from './dto/availability.dto';

@ApiTags('conversations')
@Controller('account/availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The caller\'s "Open to new requests" switch, capacity and open requests' })
  @ApiOkResponse({ type: AvailabilityDto })
  get(@CurrentUser() user: AuthUser): Promise<AvailabilityDto> {
    return this.availability.get(user.id);
  }

  @Put()
  @Roles('helper', 'seeker')
  @ApiOperation({ summary: 'Open or close the caller to new requests and set their capacity (1 to 50)' })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'accepting_requests not a boolean, or capacity outside 1..50' })
  update(@CurrentUser() user: AuthUser, @Body() dto: AvailabilityUpdateDto): Promise<AvailabilityDto> {
    return this.availability.update(user.id, dto);
  }
}
