import { performance } from 'node:perf_hooks';
import { PasswordHasher } from '../modules/users/password-hasher.service';

/**
 * node backend/dist/src/cli/measure-password-hashing.js [count]: times the app's own PasswordHasher
 * (its exact argon2id settings), one hash after another, so the figure in docs/security.md can be
 * checked on any machine.
 */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20);
  const hasher = new PasswordHasher();
  const warmup = await hasher.hash('Warm#up1');
  await hasher.verify(warmup, 'Warm#up1');
  let hash = '';
  const hashStart = performance.now();
  for (let i = 0; i < count; i += 1) hash = await hasher.hash(`Measure#${i}`);
  const hashMs = (performance.now() - hashStart) / count;
  const verifyStart = performance.now();
  for (let i = 0; i < count; i += 1) await hasher.verify(hash, `Measure#${count - 1}`);
  const verifyMs = (performance.now() - verifyStart) / count;
  console.log(`${count} hashes: ${hashMs.toFixed(1)} ms per hash, ${verifyMs.toFixed(1)} ms per verify (${hash.split('$').slice(1, 4).join(' ')})`);
}

void main();
