import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { ImageStorage, assertSafeKey } from './image-storage';

/** Files in the uploads folder (UPLOADS_DIR), which app.factory serves at /uploads/ with long cache headers. */
export class LocalImageStorage implements ImageStorage {
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

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
