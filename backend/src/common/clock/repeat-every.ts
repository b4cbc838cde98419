import { Logger } from '@nestjs/common';

/**
 * A job's production timer: runs `run` every `ms` in this instance (never keeping the process alive) and logs a
 * failed run instead of crashing. Answers the function that stops it. Tests call the job's runOnce() instead.
 */
export function repeatEvery(ms: number, run: () => Promise<unknown>, logger: Logger): () => void {
  const timer = setInterval(() => run().catch((error: Error) => logger.error(`run failed: ${error.message}`)), ms);
  timer.unref();
  return () => clearInterval(timer);
}
