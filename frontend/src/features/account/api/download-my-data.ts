import { buildApiUrl, type ApiSchema } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export interface DataFile {
  ok: boolean;
  status: number;
  blob?: Blob;
  fileName: string;
  error_message?: string;
}

/** The export is a file, not JSON to read: fetched as a blob and handed to the browser as a download. */
export async function downloadMyData(): Promise<DataFile> {
  const token = sessionStore.getState().token;
  return readDataFile(await fetch(buildApiUrl('/account/export'), { headers: token ? { Authorization: `Bearer ${token}` } : {} }));
}

/** The same file through the mailed link's token, without signing in (suspended members). */
export async function downloadDataWithLink(linkToken: string): Promise<DataFile> {
  return readDataFile(await fetch(buildApiUrl(`/account/export/download?token=${encodeURIComponent(linkToken)}`)));
}

async function readDataFile(response: Response): Promise<DataFile> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'community-data.json';
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as Partial<ApiSchema<'ErrorResponseDto'>>;
    return { ok: false, status: response.status, fileName, error_message: data.error_message };
  }
  return { ok: true, status: response.status, blob: await response.blob(), fileName };
}
