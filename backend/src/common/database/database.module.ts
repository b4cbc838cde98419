import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Transactions } from './transactions';
import { ReadReplicas } from './read-replicas';
import { RememberWrites } from './remember-writes.interceptor';

/**
 * `Transactions` and `ReadReplicas` for every module (the DataSource itself stays with the repositories), and the
 * interceptor that gives each member's writes read-your-writes when replicas serve reads.
 */
@Global()
@Module({
  providers: [Transactions, ReadReplicas, { provide: APP_INTERCEPTOR, useClass: RememberWrites }],
  exports: [Transactions, ReadReplicas],
})
export class DatabaseModule {}
