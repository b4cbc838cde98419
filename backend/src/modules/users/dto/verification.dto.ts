import { ApiProperty } from '@nestjs/swagger';
import { VERIFICATION_LIMITS, VERIFICATION_TEXTS } from '@community/vocabulary';
import { Rules, isText, lengthBetween, required } from '../../../common/validation/rules.decorator';

/** PUT /admin/users/{id}/verification: what the admin checked. */
export class VerifyUserDto {
  @ApiProperty({
    minLength: VERIFICATION_LIMITS.noteMin,
    maxLength: VERIFICATION_LIMITS.noteMax,
    example: 'Bar number 12345 checked with the state bar register on 2026-11-23',
    description: 'What was checked (bar number, medical licence). Seen by admins only; never in a directory or the audit log.',
  })
  @Rules(
    required(VERIFICATION_TEXTS.noteRequired),
    isText(VERIFICATION_TEXTS.noteRequired),
    lengthBetween(VERIFICATION_LIMITS.noteMin, VERIFICATION_LIMITS.noteMax, VERIFICATION_TEXTS.noteLength),
  )
  note: string;
}
