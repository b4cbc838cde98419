import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Observable, from, switchMap } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { AuthUser } from '../../common/auth/auth-user';
import { PushRepository } from './push.repository';

/** A member's presence is written at most once a minute per instance: the quiet rule counts minutes. */
const WRITE_EVERY_MS = 60 * 1000;

/**
 * "Seen in the app" for the push quiet rule: every signed-in request (SeenInterceptor) and every heartbeat of an open
 * notification stream mark the member seen in push_presence, shared by all instances.
 */
@Injectable()
export class PushPresenceService {
  private readonly written = new Map<number, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly push: PushRepository,
    private readonly clock: Clock,
  ) {}

  async seen(userId: number): Promise<void> {
    const now = this.clock.now().getTime();
    const last = this.written.get(userId);
    if (last !== undefined && now >= last && now - last < WRITE_EVERY_MS) return;
    this.written.set(userId, now);
    if (this.written.size > 50_000) this.written.clear();
    await this.push.markSeen(userId, new Date(now));
  }

  /** Seen within PUSH_QUIET_IF_SEEN_MINUTES of `at`. */
  async recentlySeen(userId: number, at: Date): Promise<boolean> {
    const seenAt = await this.push.seenAt(userId);
    return !!seenAt && at.getTime() - seenAt.getTime() < this.config.push.quietIfSeenMinutes * 60 * 1000;
  }
}

/** Marks the signed-in member seen before their request is handled (after the guards, which set request.user). */
@Injectable()
export class SeenInterceptor implements NestInterceptor {
  private readonly logger = new Logger('PushPresence');

  constructor(private readonly presence: PushPresenceService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>()?.user;
    if (!user?.id) return next.handle();
    const mark = this.presence.seen(user.id).catch((error: Error) => this.logger.warn(`presence not written: ${error.message}`));
    return from(mark).pipe(switchMap(() => next.handle()));
  }
}
