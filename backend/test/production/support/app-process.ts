import { randomBytes } from 'node:crypto';
import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort, waitFor } from './services';

/** dist/src/main.js, compiled beside the tests by `npm run build:test`. */
const MAIN = path.resolve(__dirname, '..', '..', '..', 'src', 'main.js');

export interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  [key: string]: unknown;
}

/**
 * The built app as its own process, started the way an operator starts it (node dist/src/main.js),
 * so a test can send it signals and read its stdout as the log collector would.
 */
/**
 * Made once per test file, shared by every process it starts (restarts and second instances open each other's rows):
 * production refuses secrets written in the repository, and a key of typed text (config/secret-strength.ts).
 */
const PROCESS_JWT_SECRET = randomBytes(48).toString('base64');
const PROCESS_DATA_KEY = randomBytes(32).toString('base64');

export class AppProcess {
  readonly workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-proc-'));
  port = 0;
  stdout = '';
  stderr = '';
  private child: ChildProcess | null = null;
  private exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> | null = null;

  constructor(private readonly env: Record<string, string>) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${this.port}`,
        JWT_SECRET: PROCESS_JWT_SECRET,
        DATA_ENCRYPTION_KEY: PROCESS_DATA_KEY,
        SEED_DEMO_DATA: 'false',
        UPLOADS_DIR: path.join(this.workDir, 'uploads'),
        MAIL_OUTBOX_DIR: path.join(this.workDir, 'outbox'),
        WEB_DIST_DIR: path.join(this.workDir, 'no-web-app'),
        SQLITE_FILE: path.join(this.workDir, 'app.sqlite'),
        LOG_LEVEL: 'info',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.stdout += chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    const child = this.child;
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
    await waitFor(
      `the app on port ${this.port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}: ${this.stderr}\n${this.stdout.slice(-3000)}`);
        const response = await fetch(`${this.url}/api/health`);
        return response.status === 200 ? true : undefined;
      },
      30_000,
      100,
    ).catch((error) => {
      throw new Error(`${(error as Error).message}\n${this.stderr}\n${this.stdout.slice(-3000)}`);
    });
    return this;
  }

  /** Every JSON line the app wrote to stdout (a line that is not JSON fails the test). */
  logLines(): LogLine[] {
    return this.stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return JSON.parse(line) as LogLine;
        } catch {
          throw new Error(`a log line is not JSON: ${line}`);
        }
      });
  }

  signal(signal: NodeJS.Signals): number {
    this.child?.kill(signal);
    return Date.now();
  }

  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
    return this.exit!;
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child?.kill('SIGKILL'), 12_000);
      await this.exit;
      clearTimeout(timer);
    }
    fs.rmSync(this.workDir, { recursive: true, force: true });
  }
}
