import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';

/** In memory on one instance; the Redis-backed store (REDIS_URL) shares counters between instances. */
export function createThrottlerStorage(_config: AppConfig): ThrottlerStorage {
  return new ThrottlerStorageService();
}
