import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readConfig } from '../../config.ts';

// Where uploads live: under the data dir (docs/architecture.md), one folder per shop. media/ is
// served publicly at /media/ (images and videos of listings are public anyway); uploads/ holds
// private files (spreadsheets for imports) that only the shop's calls read.

export const PUBLIC_FOLDER = 'media';
export const PRIVATE_FOLDER = 'uploads';

/** The data dir, read when needed so a test can point DATA_DIR at a temporary folder. */
export function dataDir(): string {
  return readConfig().dataDir;
}

export function mediaRoot(): string {
  return join(dataDir(), PUBLIC_FOLDER);
}

/** The public address of a file stored at `path` (relative to the data dir, under media/). */
export function publicUrl(path: string): string {
  return `/${path}`;
}

/** Writes new files (paths relative to the data dir); never overwrites one. */
export async function writeNewFiles(files: { path: string; data: Uint8Array }[]): Promise<void> {
  const root = dataDir();
  const written: string[] = [];
  try {
    for (const file of files) {
      const target = join(root, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.data, { flag: 'wx' });
      written.push(file.path);
    }
  } catch (err) {
    await removeFiles(written);
    throw err;
  }
}

export async function removeFiles(paths: string[]): Promise<void> {
  const root = dataDir();
  await Promise.all(paths.map((p) => rm(join(root, p), { force: true })));
}
