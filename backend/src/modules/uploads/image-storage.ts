/** Where uploaded pictures live. Keys are relative paths such as `ads/<uuid>.webp`, served under /uploads/<key>. */
export interface ImageStorage {
  save(key: string, content: Buffer, contentType: string): Promise<void>;
  /** Removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** Inject with `@Inject(IMAGE_STORAGE)`; the local folder is the default, an S3-compatible store can replace it. */
export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys come from our own code, but a key that could climb out of the store is refused outright. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
