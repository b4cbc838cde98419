import * as path from 'node:path';
import { execFile } from 'node:child_process';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a built command of `src/cli` (`create-admin`, `reset-two-factor`) as its npm script does, with only the
 * environment given here (and PATH, NODE_ENV=test), and resolves with its exit code and output.
 */
export function runBuiltCli(name: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const script = path.resolve(__dirname, `../../src/cli/${name}.js`);
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}
