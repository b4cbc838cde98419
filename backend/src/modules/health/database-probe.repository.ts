import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health probe's one query: does the database answer at all. */
@Injectable()
export class DatabaseProbe {
  constructor(private readonly dataSource: DataSource) {}

  async answers(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
