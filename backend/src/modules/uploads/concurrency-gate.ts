/**
 * At most `limit` pieces of work at once; the rest wait in arrival order. A finishing piece hands its place
 * straight to the next waiter, so a newcomer cannot overtake the queue.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((enter) => this.waiting.push(enter));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
