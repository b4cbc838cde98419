import 'reflect-metadata';
import { mock, type Mock } from 'node:test';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../src/config/config.module';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { Clock } from '../../src/common/clock/clock';
import { Transactions } from '../../src/common/database/transactions';
import { ReadReplicas } from '../../src/common/database/read-replicas';

/** A faked dependency: every method is a `mock.fn` (answering undefined until the spec gives it an implementation). */
export type Fake<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K] };

/** The manager the faked `Transactions` hands to its work: a spec asserts a write got it to prove it was inside the transaction. */
export const TRANSACTION = Object.freeze({ inTransaction: true }) as unknown as EntityManager;

/** The manager the faked `ReadReplicas` hands to its work: a spec asserts a read got it to prove it may go to a replica. */
export const REPLICA_READ = Object.freeze({ onReplica: true }) as unknown as EntityManager;

type Constructor<T = unknown> = abstract new (...args: never[]) => T;
type Token = Constructor | string | symbol;

/**
 * Builds a service for its spec the way Nest would, with every constructor dependency faked (immich's
 * `newTestService`): read from the constructor's own metadata, so a new dependency needs no change here and a new
 * service starts with a test. Real by default, because a spec should not have to fake them:
 * - `APP_CONFIG`: the test configuration (`loadConfig({ NODE_ENV: 'test' })`);
 * - `Clock`: a real clock, pinned by the spec with `clock.set(...)`;
 * - `Transactions`: runs the work at once with the `TRANSACTION` marker manager;
 * - `ReadReplicas`: runs the work at once with the `REPLICA_READ` marker manager.
 * Anything else given in `replace` (by class or injection token) is used as it is.
 *
 * Usage: `const { service, fakes, clock } = newTestService(AdsService); fakes.get(AdsRepository).findPending.mock.mockImplementation(...)`
 */
export function newTestService<S>(Service: new (...args: never[]) => S, replace: Array<[Token, unknown]> = []) {
  const replacements = new Map<unknown, unknown>(replace);
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', Service) ?? [];
  const declared: Array<{ index: number; param: unknown }> = Reflect.getMetadata('self:paramtypes', Service) ?? [];
  const tokens = types.map((type, index) => declared.find((entry) => entry.index === index)?.param ?? type);

  const config: AppConfig = (replacements.get(APP_CONFIG) as AppConfig) ?? loadConfig({ NODE_ENV: 'test' });
  const clock = (replacements.get(Clock) as Clock) ?? new Clock();
  const made = new Map<unknown, unknown>();
  const args = tokens.map((token, index) => {
    if (!made.has(token)) made.set(token, dependencyFor(token, types[index], replacements, config, clock));
    return made.get(token);
  });
  const service = new Service(...(args as never[]));
  return {
    service,
    config,
    clock,
    /** The fake (or replacement) given for a class or token. */
    fakes: {
      get<T>(token: Constructor<T> | string | symbol): Fake<T> {
        // `@InjectRepository(Ad)` is registered under the string token TypeORM gives it ("AdRepository").
        if (!made.has(token)) throw new Error(`${Service.name} does not depend on ${String((token as { name?: string }).name ?? token)}`);
        return made.get(token) as Fake<T>;
      },
    },
  };
}

/** `type` is the parameter's declared class: the token itself, or e.g. TypeORM's `Repository` behind `@InjectRepository`. */
function dependencyFor(token: unknown, type: unknown, replacements: Map<unknown, unknown>, config: AppConfig, clock: Clock): unknown {
  if (replacements.has(token)) return replacements.get(token);
  if (token === APP_CONFIG) return config;
  if (token === Clock) return clock;
  if (token === Transactions) return fakeTransactions();
  if (token === ReadReplicas) return fakeReadReplicas();
  if (typeof type === 'function' && type !== Object) return fakeOf(type as Constructor);
  throw new Error(`newTestService cannot fake ${String(token)}: pass it in \`replace\``);
}

function fakeTransactions(): Fake<Transactions> {
  const run = <T>(work: (manager: EntityManager) => Promise<T>) => work(TRANSACTION);
  return { run: mock.fn(run), runWrite: mock.fn(run) } as unknown as Fake<Transactions>;
}

function fakeReadReplicas(): Fake<ReadReplicas> {
  const read = <T>(_accountId: number | null, work: (manager: EntityManager) => Promise<T>) => work(REPLICA_READ);
  return {
    enabled: false,
    read: mock.fn(read),
    rememberWriteOf: mock.fn(async () => undefined),
    statuses: mock.fn(() => []),
    check: mock.fn(async () => undefined),
  } as unknown as Fake<ReadReplicas>;
}

/** Every method on the class's prototype chain as a `mock.fn`. */
function fakeOf(type: Constructor): unknown {
  const fake: Record<string, unknown> = {};
  for (let proto = type.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor' || name in fake) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (descriptor && typeof descriptor.value === 'function') fake[name] = mock.fn();
    }
  }
  return fake;
}
