import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { AuthUser } from '../../common/auth/auth-user';
import { UsersService } from '../users/users.service';

/** How long a stream ticket may wait for its one use. */
export const STREAM_TICKET_SECONDS = 60;

interface TicketClaims {
  userId: number;
  /** The account's credentials version when the ticket was issued: a password change or "sign out everywhere" voids it. */
  tv: number;
  expiresAt: number;
}

const key = (ticket: string) => `stream-ticket:${createHash('sha256').update(ticket).digest('hex')}`;
const MAX_MEMORY_TICKETS = 50_000;

/**
 * Single-use tickets for EventSource, which cannot send the Authorization header (docs/notifications.md). A ticket is
 * 32 random bytes (base64url), kept only as its SHA-256 in Redis when REDIS_URL is set (so any instance can take it;
 * GETDEL makes the use single across instances) or in this instance's memory otherwise. Its expiry is checked on the
 * Clock (Redis' own expiry only cleans up), and the account's credentials version is checked again when it is used.
 */
@Injectable()
export class StreamTickets implements OnModuleDestroy {
  private readonly logger = new Logger('StreamTickets');
  private readonly redis: Redis | null;
  private readonly memory = new Map<string, TicketClaims>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : null;
    this.redis?.on('error', (error) => this.logger.warn(`Redis error: ${error.message}`));
  }

  /** A fresh ticket for a signed-in member; null when the account is gone or suspended meanwhile. */
  async issue(userId: number): Promise<string | null> {
    const state = await this.users.authState(userId);
    if (!state || state.suspended) return null;
    const ticket = randomBytes(32).toString('base64url');
    const claims: TicketClaims = { userId, tv: state.tokenVersion, expiresAt: this.clock.now().getTime() + STREAM_TICKET_SECONDS * 1000 };
    if (this.redis) {
      await this.redis.set(key(ticket), JSON.stringify(claims), 'PX', STREAM_TICKET_SECONDS * 1000);
    } else {
      this.sweep();
      if (this.memory.size >= MAX_MEMORY_TICKETS) this.memory.delete(this.memory.keys().next().value!);
      this.memory.set(key(ticket), claims);
    }
    return ticket;
  }

  /** Takes the ticket (whatever the outcome, it is gone); answers its member while valid, null otherwise. */
  async redeem(ticket: string): Promise<AuthUser | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
    let claims: TicketClaims | null;
    if (this.redis) {
      const stored = await this.redis.getdel(key(ticket));
      claims = stored ? (JSON.parse(stored) as TicketClaims) : null;
    } else {
      claims = this.memory.get(key(ticket)) ?? null;
      this.memory.delete(key(ticket));
    }
    if (!claims || claims.expiresAt <= this.clock.now().getTime()) return null;
    const state = await this.users.authState(claims.userId);
    if (!state || state.suspended || state.tokenVersion !== claims.tv) return null;
    const { tokenVersion: _version, suspended: _suspended, ...user } = state;
    return user;
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [stored, claims] of this.memory) if (claims.expiresAt <= now) this.memory.delete(stored);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
