import { HEALTH_INDUSTRY, LEGAL_INDUSTRY } from '@community/vocabulary';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Seekers of the legal and health industries are clients and patients, whom no directory lists (vocabulary's
 * DIRECTORY_ROLES, issue #24): rows written before that rule carry the section their industry gave them. The writes
 * derive the column (users/user-search.ts); this clears it, and the verified-only page's column, on older rows.
 * Run by the MySQL migration and, idempotent, at every start of the SQLite file.
 */
export async function unlistClientsAndPatients(runner: Queryable): Promise<void> {
  await runner.query(
    `UPDATE users SET directory_section = NULL, verified_industry = NULL WHERE role = 'seeker' AND industry IN (?, ?) AND (directory_section IS NOT NULL OR verified_industry IS NOT NULL)`,
    [LEGAL_INDUSTRY, HEALTH_INDUSTRY],
  );
}
