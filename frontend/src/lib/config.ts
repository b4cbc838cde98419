/** Build-time settings (Vite env); nothing else reads import.meta.env. */
export const appConfig = {
  apiBase: '/api/v1',
  uploadsBase: '/uploads',
  googleClientId: (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined) || '',
  contactEmail: (import.meta.env.VITE_CONTACT_EMAIL as string | undefined) || 'info@community.example',
};

/** Paths the API stores for uploads are relative to the uploads location (spec section 3). */
export function uploadUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:') || path.startsWith('blob:')) {
    return path;
  }
  return `${appConfig.uploadsBase}/${path}`;
}
