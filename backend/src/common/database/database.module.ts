import { Global, Module } from '@nestjs/common';
import { Transactions } from './transactions';

/** `Transactions` for every module (the DataSource itself stays with the repositories). */
@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class DatabaseModule {}
