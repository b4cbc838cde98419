import { buildApiUrl } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** The export is a file, not JSON to read: fetched as a blob and handed to the browser as a download. */
export async function downloadMyData(): Promise<{ ok: boolean; status: number; blob?: Blob; fileName: string; error_message?: string }> {
  const token = sessionStore.getState().token;
  const response = await fetch(buildApiUrl('/account/export'), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'community-data.json';
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error_message?: string };
    return { ok: false, status: response.status, fileName, error_message: data.error_message };
  }
  return { ok: true, status: response.status, blob: await response.blob(), fileName };
}
