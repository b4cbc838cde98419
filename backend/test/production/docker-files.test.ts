import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { commandExists, skipReason } from './support/services';

// There is no Docker engine here: the compose file is checked by docker-compose itself (config
// resolves and validates it), the Dockerfile by reading it against the repository, and its build
// steps by docker/verify-build.sh, which replays them outside Docker (docs/deploy.md).
const repo = path.resolve(__dirname, '..', '..', '..', '..');
const dockerDir = path.join(repo, 'docker');
const dockerfile = fs.readFileSync(path.join(dockerDir, 'Dockerfile'), 'utf8');
const onlyOnce = process.env.TEST_DB === 'mariadb' ? 'reads files only; runs in the SQLite pass' : undefined;

/**
 * Runs `docker-compose config` on a copy of docker/ whose .env is .env.example, edited by `change`; `overrides`
 * are compose files laid over docker-compose.yml (docker-compose.replica.yml).
 */
function composeConfig(change: (env: string) => string = (env) => env, overrides: string[] = []) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-compose-'));
  try {
    fs.mkdirSync(path.join(scratch, 'docker'));
    for (const file of fs.readdirSync(dockerDir)) if (file !== '.env') fs.copyFileSync(path.join(dockerDir, file), path.join(scratch, 'docker', file));
    fs.writeFileSync(path.join(scratch, 'docker', '.env'), change(fs.readFileSync(path.join(dockerDir, '.env.example'), 'utf8')));
    const files = overrides.length ? ['docker-compose.yml', ...overrides].flatMap((file) => ['-f', file]) : [];
    return spawnSync('docker-compose', [...files, 'config'], { cwd: path.join(scratch, 'docker'), encoding: 'utf8', env: { PATH: process.env.PATH } });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The names under a top-level section (services:, volumes:) of `docker-compose config`'s output. */
function topLevelKeys(config: string, section: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(`${section}:`);
  assert.ok(start >= 0, `${section}: in the output`);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const match = /^ {2}([\w.-]+):/.exec(line);
    if (match) names.push(match[1]);
  }
  return names.sort();
}

/** The lines of one service in `docker-compose config`'s output (services are printed in order, two-space indented). */
function serviceBlock(config: string, service: string): string {
  const lines = config.split('\n');
  const start = lines.indexOf(`  ${service}:`);
  assert.ok(start >= 0, `service ${service} in:\n${config}`);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end).join('\n');
}

describe(
  'production: docker/docker-compose.yml (docker-compose config)',
  { skip: onlyOnce ?? skipReason(commandExists('docker-compose') ? undefined : 'docker-compose is not installed (apt-get install -y docker-compose)') },
  () => {
    /** What an operator fills in: the example ships every secret empty. */
    const filled = (env: string) =>
      env
        .replace(/^MYSQL_PASSWORD=$/m, 'MYSQL_PASSWORD=OperatorChosenDbPassword4821')
        .replace(/^MYSQL_ROOT_PASSWORD=$/m, 'MYSQL_ROOT_PASSWORD=OperatorChosenRootPassword9377')
        .replace(/^JWT_SECRET=$/m, 'JWT_SECRET=operator-generated-jwt-secret-Qx8vLr2Nw5Tz')
        .replace(/^DATA_ENCRYPTION_KEY=$/m, `DATA_ENCRYPTION_KEY=${Buffer.alloc(32, 7).toString('base64')}`);

    it('resolves with .env.example once its secrets are filled in: MySQL 8, Redis and the app, volumes for the database and the uploads', () => {
      const result = composeConfig(filled);
      assert.equal(result.status, 0, result.stderr);
      const config = result.stdout;
      assert.deepEqual(topLevelKeys(config, 'services'), ['app', 'db', 'redis']);
      assert.deepEqual(topLevelKeys(config, 'volumes'), ['db-data', 'uploads']);

      const db = serviceBlock(config, 'db');
      assert.match(db, /image: mysql:8/);
      assert.match(db, /db-data:\/var\/lib\/mysql/);
      assert.match(db, /healthcheck:/);

      const app = serviceBlock(config, 'app');
      assert.match(app, /dockerfile: docker\/Dockerfile/);
      assert.match(app, /DATABASE_URL: mysql:\/\/community:OperatorChosenDbPassword4821@db:3306\/community/);
      assert.match(app, /REDIS_URL: redis:\/\/redis:6379/);
      assert.match(app, /UPLOADS_DIR: \/data\/uploads/);
      assert.match(app, /uploads:\/data\/uploads/);
      assert.match(app, /JWT_SECRET: operator-generated-jwt-secret-Qx8vLr2Nw5Tz/);
      assert.match(app, /condition: service_healthy/);
      assert.match(app, /stop_grace_period: 15s/);
      assert.doesNotMatch(app, /MYSQL_ROOT_PASSWORD/, 'the app never sees the MySQL root password');

      assert.match(serviceBlock(config, 'redis'), /image: redis:7/);
    });

    it('refuses to start without a secret it needs, naming it; .env.example as shipped is refused, it holds none', () => {
      const result = composeConfig((env) => filled(env).replace(/^JWT_SECRET=.*$/m, ''));
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /set JWT_SECRET in docker\/.env/);
      const shipped = composeConfig();
      assert.notEqual(shipped.status, 0);
      assert.match(shipped.stderr, /set (MYSQL_PASSWORD|MYSQL_ROOT_PASSWORD|JWT_SECRET|DATA_ENCRYPTION_KEY) in docker\/.env/);
      const compose = fs.readFileSync(path.join(dockerDir, 'docker-compose.yml'), 'utf8');
      for (const name of ['MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'APP_URL', 'DATA_ENCRYPTION_KEY'])
        assert.match(compose, new RegExp(`\\$\\{${name}:\\?set ${name} in docker/.env\\}`));
    });
  },
);

describe(
  'production: docker/docker-compose.replica.yml, a MariaDB primary and a read replica (docker-compose config)',
  { skip: onlyOnce ?? skipReason(commandExists('docker-compose') ? undefined : 'docker-compose is not installed (apt-get install -y docker-compose)') },
  () => {
    const filled = (env: string) =>
      env
        .replace(/^MYSQL_PASSWORD=$/m, 'MYSQL_PASSWORD=OperatorChosenDbPassword4821')
        .replace(/^MYSQL_ROOT_PASSWORD=$/m, 'MYSQL_ROOT_PASSWORD=OperatorChosenRootPassword9377')
        .replace(/^JWT_SECRET=$/m, 'JWT_SECRET=operator-generated-jwt-secret-Qx8vLr2Nw5Tz')
        .replace(/^DATA_ENCRYPTION_KEY=$/m, `DATA_ENCRYPTION_KEY=${Buffer.alloc(32, 7).toString('base64')}`)
        .replace(/^REPLICATION_PASSWORD=$/m, 'REPLICATION_PASSWORD=OperatorChosenReplication5512')
        .replace(/^REPLICA_READER_PASSWORD=$/m, 'REPLICA_READER_PASSWORD=OperatorChosenReader7730');

    it('resolves laid over docker-compose.yml: a binlogging primary, a read-only GTID replica, the app on both', () => {
      const result = composeConfig(filled, ['docker-compose.replica.yml']);
      assert.equal(result.status, 0, result.stderr);
      const config = result.stdout;
      assert.deepEqual(topLevelKeys(config, 'services'), ['app', 'db', 'db-replica', 'redis']);

      const primary = serviceBlock(config, 'db');
      assert.match(primary, /image: mariadb:/);
      assert.match(primary, /--server-id=1/);
      assert.match(primary, /--log-bin=/);
      assert.match(primary, /MARIADB_REPLICATION_USER: replicator/);
      assert.match(primary, /replica-reader.sh:\/docker-entrypoint-initdb.d\/replica-reader.sh/);
      assert.match(primary, /db-primary-data:\/var\/lib\/mysql/, 'never the MySQL data volume');

      const replica = serviceBlock(config, 'db-replica');
      assert.match(replica, /image: mariadb:/);
      assert.match(replica, /--server-id=2/);
      assert.match(replica, /--read-only=1/);
      assert.match(replica, /MARIADB_MASTER_HOST: db/);
      assert.match(replica, /replica-gtid.sh:\/docker-entrypoint-initdb.d\/replica-gtid.sh/);
      assert.match(replica, /db-replica-data:\/var\/lib\/mysql/);

      const app = serviceBlock(config, 'app');
      assert.match(app, /DATABASE_URL: mariadb:\/\/community:OperatorChosenDbPassword4821@db:3306\/community/);
      assert.match(app, /DATABASE_REPLICA_URLS: mariadb:\/\/reader:OperatorChosenReader7730@db-replica:3306\/community/);
      assert.doesNotMatch(app, /REPLICATION_PASSWORD|MYSQL_ROOT_PASSWORD/, 'the app never sees the replication or root password');
      for (const script of ['replica-reader.sh', 'replica-gtid.sh']) {
        // The image sources a script that is not executable, which is how it reaches docker_process_sql.
        assert.equal(fs.statSync(path.join(dockerDir, script)).mode & 0o111, 0, `${script} is sourced, not run`);
      }
    });

    it('refuses to start without the replication passwords, naming them', () => {
      const result = composeConfig((env) => filled(env).replace(/^REPLICA_READER_PASSWORD=.*$/m, ''), ['docker-compose.replica.yml']);
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /set REPLICA_READER_PASSWORD in docker\/.env/);
    });
  },
);

describe('production: docker/Dockerfile', { skip: onlyOnce }, () => {
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('copies only files that exist in the build context', () => {
    const copies = instructions.filter((line) => line.startsWith('COPY ') && !line.includes('--from='));
    assert.ok(copies.length >= 5);
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1, -1);
      for (const source of sources) assert.ok(fs.existsSync(path.join(repo, source)), `${copy}: ${source} exists`);
    }
  });

  it('runs the app as a non-root user, with a health check, from the file npm start:prod runs', () => {
    const stages = instructions.filter((line) => line.startsWith('FROM '));
    const runtimeStart = instructions.indexOf(stages[stages.length - 1]);
    const runtime = instructions.slice(runtimeStart);
    assert.ok(stages.length >= 3, 'multi-stage');
    assert.ok(
      runtime.some((line) => /^USER (node|\d+)/.test(line) && !/^USER (root|0)\b/.test(line)),
      'USER is not root',
    );
    assert.ok(runtime.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/api/health')));
    const backend = JSON.parse(fs.readFileSync(path.join(repo, 'backend', 'package.json'), 'utf8'));
    assert.equal(backend.scripts['start:prod'], 'node dist/src/main.js');
    assert.ok(runtime.includes('CMD ["node", "backend/dist/src/main.js"]'));
    assert.ok(fs.existsSync(path.join(repo, 'backend', 'dist', 'src', 'main.js')), 'the build makes the file CMD starts');
    const root = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
    assert.match(root.scripts.build, /-w vocabulary.*-w backend.*-w frontend/, 'npm run build builds all three workspaces');
  });

  it('keeps node_modules, build output and .env out of the build context', () => {
    const ignored = fs.readFileSync(path.join(dockerDir, 'Dockerfile.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/.env', '.git']) assert.ok(ignored.includes(entry), entry);
  });

  it('has its build steps replayed by docker/verify-build.sh, word for word', () => {
    const script = fs.readFileSync(path.join(dockerDir, 'verify-build.sh'), 'utf8');
    const runs = instructions.filter((line) => /^RUN npm /.test(line)).map((line) => line.slice('RUN '.length));
    assert.ok(runs.length >= 3);
    for (const command of runs) assert.ok(script.includes(command), `verify-build.sh runs "${command}"`);
  });
});
