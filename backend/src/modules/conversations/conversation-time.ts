/** A time as the database column holds it ('YYYY-MM-DD HH:MM:SS.mmm', UTC) for raw SQL, where drivers differ on Date parameters. */
export function sqlTime(time: Date): string {
  return time.toISOString().replace('T', ' ').replace('Z', '');
}

export function daysBefore(time: Date, days: number): Date {
  return new Date(time.getTime() - days * 24 * 60 * 60 * 1000);
}

/** Accepts the string a SQLite datetime column may come back as. */
export function daysAfter(time: Date | string, days: number): Date {
  return new Date(new Date(time).getTime() + days * 24 * 60 * 60 * 1000);
}
