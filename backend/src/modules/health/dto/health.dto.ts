import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ReplicaHealthDto {
  @ApiProperty({ example: 1, description: 'Its place in DATABASE_REPLICA_URLS, from 1' })
  replica: number;

  @ApiProperty({
    enum: ['serving', 'lagging', 'down'],
    example: 'serving',
    description:
      'serving: reads go to it; lagging: further behind than REPLICA_MAX_LAG_SECONDS; down: it did not answer. Both of the last two are tried again every REPLICA_CHECK_SECONDS.',
  })
  state: 'serving' | 'lagging' | 'down';

  @ApiProperty({ type: Number, nullable: true, example: 0.4, description: 'Seconds behind the primary at its last check; null when it did not answer' })
  lag_seconds: number | null;
}

export class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: string;

  @ApiProperty({ example: 'up', description: 'The primary database answered' })
  database: string;

  @ApiPropertyOptional({
    type: [ReplicaHealthDto],
    description: 'Only with DATABASE_REPLICA_URLS: each read replica. A replica lagging or down never fails the check (reads go to the primary).',
  })
  replicas?: ReplicaHealthDto[];
}
