/** details is the sender's text, or the fields of a legal or clinic form. */
export function detailLines(details: string | Record<string, unknown> | null | undefined): string[] {
  if (details === null || details === undefined) return [];
  if (typeof details === 'string') return [details];
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`);
}
