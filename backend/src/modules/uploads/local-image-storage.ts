import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { ImageStore, StoredImage, assertSafeKey } from './image-store';

/** Every picture the app writes is WebP (ads and photos alike); anything else is served as plain bytes. */
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** Files in the uploads folder (UPLOADS_DIR), which app.factory serves at /uploads/ with long cache headers. */
export class LocalImageStorage implements ImageStore {
  constructor(private readonly root: string) {}

  async save(key: string, content: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Keys are fresh UUIDs: 'wx' refuses to overwrite, so a cached URL never changes its picture.
    await fs.writeFile(file, content, { flag: 'wx' });
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<StoredImage | null> {
    try {
      const content = await fs.readFile(this.pathOf(key));
      return { content, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
