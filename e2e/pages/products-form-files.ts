import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

// Files the product specs upload, made in the test: a main photo of the size the asks for (800x800)
// and import spreadsheets.

const dir = mkdtempSync(join(tmpdir(), 'sc-products-form-'));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * Writes a size×size RGB PNG (a diagonal two-colour gradient, so it is a real picture and
 * not a blank) and returns its path.
 */
export function writePng(name: string, size = 800, tint: [number, number, number] = [230, 90, 40]): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = 1 + size * 3;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * size);
      const at = y * row + 1 + x * 3;
      raw[at] = Math.round(tint[0] * (1 - t) + 250 * t);
      raw[at + 1] = Math.round(tint[1] * (1 - t) + 240 * t);
      raw[at + 2] = Math.round(tint[2] * (1 - t) + 220 * t);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(dir, name);
  writeFileSync(path, png);
  return path;
}

/** A path in this run's own folder. */
export function tmpPath(name: string): string {
  return join(dir, name);
}
