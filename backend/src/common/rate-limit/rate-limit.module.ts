import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { AUTH_LIMIT, PUBLIC_FORMS_LIMIT, appliesTo } from './rate-limit.decorators';
import { createThrottlerStorage } from './throttler-storage';
import { AppThrottlerGuard } from './app-throttler.guard';
import { FailureCounter, createFailureCounter } from './failure-counter';

@Global()
@Module({})
export class RateLimitModule {
  static forRoot(config: AppConfig): DynamicModule {
    const ttl = config.rateLimit.windowSeconds * 1000;
    return {
      module: RateLimitModule,
      imports: [
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'auth', ttl, limit: config.rateLimit.authPerWindow, skipIf: appliesTo(AUTH_LIMIT) },
            { name: 'public-forms', ttl, limit: config.rateLimit.publicFormsPerWindow, skipIf: appliesTo(PUBLIC_FORMS_LIMIT) },
          ],
          storage: createThrottlerStorage(config),
        }),
      ],
      providers: [
        { provide: APP_GUARD, useClass: AppThrottlerGuard },
        { provide: FailureCounter, inject: [Clock], useFactory: (clock: Clock) => createFailureCounter(config.redisUrl, clock) },
      ],
      exports: [FailureCounter],
    };
  }
}
