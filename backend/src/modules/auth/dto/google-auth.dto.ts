import { ApiProperty } from '@nestjs/swagger';
import { Rules, required } from '../../../common/validation/rules.decorator';

export class GoogleAuthDto {
  @ApiProperty({
    description: "The ID token (credential) from Google Identity Services: an RS256 JWT for this app's client id",
    example: 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjFlOWdkazcifQ.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJhdWQiOiIxMjM0In0.c2lnbmF0dXJl',
  })
  @Rules(required('Google credential is required'))
  token: string;
}
