/**
 * One place pictures can live: the local folder or an S3-compatible bucket. ImageStorageService picks one from the
 * configuration; nothing outside this module sees a store. Keys are relative paths such as `ads/<uuid>.webp`,
 * served under /uploads/<key>.
 */
export interface ImageStore {
  save(key: string, content: Buffer, contentType: string): Promise<void>;
  /** Removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The picture's bytes and type, or null when there is no such key. */
  read(key: string): Promise<StoredImage | null>;
}

export interface StoredImage {
  content: Buffer;
  contentType: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys come from our own code, but a key that could climb out of the store is refused outright. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
