import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

/** A stored name: a fresh UUID and nothing of the sender's (their file name is only a column). */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Files in PRIVATE_FILES_DIR (config uploads.privateDir): outside the public uploads folder, never served statically,
 * read only through the attachment download, which checks who is asking first. Every instance must see the same
 * folder (a shared volume), as for local pictures.
 */
export class PrivateFiles {
  constructor(private readonly root: string) {}

  /** Writes the bytes under a fresh random name ('wx': never over another file) and answers that name. */
  async write(content: Buffer): Promise<string> {
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
    const name = randomUUID();
    await fs.writeFile(this.pathOf(name), content, { flag: 'wx', mode: 0o600 });
    return name;
  }

  /** The bytes, or null when the file is gone. */
  async read(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removing a file that is already gone is not an error. */
  async delete(name: string): Promise<void> {
    await fs.rm(this.pathOf(name), { force: true });
  }

  /** The stored files and when each was last written (for the sweep of files left without a row). */
  async list(): Promise<Array<{ name: string; modifiedAt: Date }>> {
    let names: string[];
    try {
      names = await fs.readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files: Array<{ name: string; modifiedAt: Date }> = [];
    for (const name of names.filter((one) => STORED_NAME.test(one))) {
      const stat = await fs.stat(this.pathOf(name)).catch(() => null);
      if (stat?.isFile()) files.push({ name, modifiedAt: stat.mtime });
    }
    return files;
  }

  /** Only names this class made: anything else (a path, "..") is refused outright. */
  pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`unsafe private file name: ${JSON.stringify(name)}`);
    return path.join(this.root, name);
  }
}
