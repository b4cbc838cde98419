/** The longest file name kept (the column holds 255; room is left for a multi-byte name). */
const NAME_MAX = 200;

/**
 * The sender's file name as shown and offered to the download: the last path segment only, control characters and
 * the characters Windows refuses removed, at most NAME_MAX characters; an empty result becomes `fallback`.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = last.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  const name = [...cleaned].slice(0, NAME_MAX).join('');
  return name === '' || name === '.' || name === '..' ? fallback : name;
}

/**
 * Content-Disposition for a download (RFC 6266): `attachment`, an ASCII `filename` (anything else as `_`, quotes and
 * backslashes too) for old clients and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
