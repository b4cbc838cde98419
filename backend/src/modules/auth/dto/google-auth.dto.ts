import { ApiProperty } from '@nestjs/swagger';
import { Rules, required } from '../../../common/validation/rules.decorator';

export class GoogleAuthDto {
  @ApiProperty({ description: 'The ID token (credential) from Google Identity Services' })
  @Rules(required('Google credential is required'))
  token: string;
}
