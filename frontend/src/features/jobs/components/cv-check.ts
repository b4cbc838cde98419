import { JOB_LIMITS, JOB_SCREEN_TEXTS } from '@community/vocabulary';

/**
 * The CV's check when it is picked: a PDF (by its declared type, or a .pdf name when the browser declares none) of at
 * most 2 MB; the API checks its bytes again. Returns the text to show, or '' when it may go.
 */
export function cvError(file: File): string {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return JOB_SCREEN_TEXTS.cvNotPdf;
  if (file.size > JOB_LIMITS.cvMaxBytes) return JOB_SCREEN_TEXTS.cvTooLarge;
  return '';
}
