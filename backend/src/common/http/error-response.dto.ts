import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The shape of every error the API answers. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({
    description: "Nest's message: a string, or the list of validation messages",
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['Email is required'],
  })
  message: string | string[];

  @ApiProperty({ description: "One sentence a person can read; the spec's text where it has one", example: 'Email is required' })
  error_message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Validation messages by field (400 only)',
    example: { email: ['Email is required'] },
  })
  errors?: Record<string, string[]>;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Done' })
  message: string;
}

export class CreatedResponseDto extends MessageResponseDto {
  @ApiProperty({ example: 42 })
  id: number;
}
