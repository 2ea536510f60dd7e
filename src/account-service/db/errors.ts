/**
 * A unique index refused a row: PostgreSQL's SQLSTATE 23505, or better-sqlite3's extended code. Used
 * where a concurrent request may win a race that the index settles (one address per account, one
 * pending e-mail change per account).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
