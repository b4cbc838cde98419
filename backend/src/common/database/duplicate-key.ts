/** True when an insert or update met a unique index (MySQL/MariaDB or SQLite). */
export const isDuplicateKey = (error: unknown): boolean => {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
