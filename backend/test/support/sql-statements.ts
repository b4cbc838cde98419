import { DataSource } from 'typeorm';

type Runner = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records every SQL statement the app sends from now on: each goes through a query runner of the driver (plain
 * `dataSource.query`, repositories and transactions alike; SQLite's one runner too). For counting what one
 * request costs (an N+1 shows as statements that grow with the page).
 */
export function recordStatements(dataSource: DataSource): { statements: string[]; clear(): void } {
  const statements: string[] = [];
  const driver = dataSource.driver as unknown as { createQueryRunner: (...args: unknown[]) => Runner };
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  const recorded = new WeakSet<Runner>();
  driver.createQueryRunner = (...args: unknown[]) => {
    const runner = createQueryRunner(...args);
    if (!recorded.has(runner)) {
      recorded.add(runner);
      const query = runner.query.bind(runner);
      runner.query = (...queryArgs: unknown[]) => {
        statements.push(String(queryArgs[0]));
        return query(...queryArgs);
      };
    }
    return runner;
  };
  return { statements, clear: () => void (statements.length = 0) };
}
