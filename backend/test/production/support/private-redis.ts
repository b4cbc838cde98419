import { ChildProcess, spawn } from 'node:child_process';
import { commandExists, freePort, portAnswers, waitFor } from './services';

/**
 * A redis-server of the test's own on a free port, without persistence: rate-limit keys of other
 * runs (or of a developer's app on the shared Redis) cannot leak into the test's counts.
 */
export class PrivateRedis {
  private process: ChildProcess | null = null;
  port = 0;

  static unavailableReason(): string | undefined {
    return commandExists('redis-server') ? undefined : 'redis-server is not installed (apt-get install -y redis-server)';
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    const started = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.process = started;
    await waitFor(
      `redis-server on port ${this.port}`,
      async () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
        return (await portAnswers(this.port)) ? true : undefined;
      },
      10_000,
      50,
    );
    return this;
  }

  async stop(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    this.process = null;
  }
}
