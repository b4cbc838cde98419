import { Logger } from '@nestjs/common';

/** MySQL/MariaDB: 1213 ER_LOCK_DEADLOCK (InnoDB rolled the transaction back), 1205 ER_LOCK_WAIT_TIMEOUT; SQLite: the file is busy. */
const LOCK_CONFLICT_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
const LOCK_CONFLICT_ERRNOS = new Set([1213, 1205]);

/** How many times a transaction runs before its lock conflict is answered as an error. */
export const LOCK_CONFLICT_ATTEMPTS = 5;

const describe = (error: unknown) => {
  const failed = error as { code?: string; driverError?: { code?: string } };
  return failed?.driverError?.code ?? failed?.code ?? 'lock conflict';
};

/** True when the database refused the work only because another transaction held what it needed. */
export function isLockConflict(error: unknown): boolean {
  const failed = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } };
  const code = failed?.driverError?.code ?? failed?.code;
  const errno = failed?.driverError?.errno ?? failed?.errno;
  return (code !== undefined && LOCK_CONFLICT_CODES.has(code)) || (errno !== undefined && LOCK_CONFLICT_ERRNOS.has(errno));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const logger = new Logger('Database');
let retried = 0;

/** Transactions this process ran again after a lock conflict (the soak test prints it). */
export const lockConflictRetries = (): number => retried;

/**
 * Runs `work` (a whole transaction: it must start its own, since the one that lost was rolled back) again when it
 * lost a deadlock or a lock wait, up to LOCK_CONFLICT_ATTEMPTS times, after a short random pause that grows with
 * each attempt so the two losers of a deadlock do not meet again at once. Lock order prevents most conflicts; this
 * answers the rest, which InnoDB may raise between any two transactions that touch the same rows (gap locks,
 * foreign-key checks), instead of a 500.
 */
export async function withDeadlockRetry<T>(work: () => Promise<T>, attempts = LOCK_CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
      retried += 1;
      logger.warn(`transaction lost a lock conflict (${describe(error)}), attempt ${attempt} of ${attempts}: running it again`);
      await pause(Math.floor(Math.random() * 10 * attempt) + 2 * attempt);
    }
  }
}
