/** The readable sentence of an error answer: error_message, else a string message, else the fallback. */
export function serverText(data: { error_message?: string; message?: unknown }, fallback: string): string {
  if (data.error_message) return data.error_message;
  if (typeof data.message === 'string' && data.message) return data.message;
  return fallback;
}
