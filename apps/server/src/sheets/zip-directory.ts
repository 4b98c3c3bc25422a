// An xlsx is a zip: before anyone reads one, its directory must promise a sane amount of data
// (uncompressed size and entry count are checked before a byte is unpacked). What the directory
// promises is only a claim: `read.ts` then unpacks each entry under a hard byte budget.

/** An import workbook of 1000 rows unpacks to a few MB; far more is a zip bomb. */
export const SHEET_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const SHEET_MAX_ENTRIES = 500;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** One entry of the directory: where its local header starts, how it is packed, its packed size. */
export interface ZipEntry {
  offset: number;
  method: number;
  packedBytes: number;
}

/** Declared unpacked bytes, entry count and entries of a zip's central directory; undefined if it is not sound. */
export function zipDirectory(
  data: Uint8Array,
): { entries: number; unpackedBytes: number; files: ZipEntry[] } | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff);
  let end = -1;
  for (let i = data.byteLength - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  // Zip64 markers: no workbook of 10 MB needs them.
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return undefined;
  if (offset + size > end) return undefined;
  let unpackedBytes = 0;
  const files: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > offset + size || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === 0xffffffff) return undefined;
    unpackedBytes += unpacked;
    files.push({
      offset: view.getUint32(at + 42, true),
      method: view.getUint16(at + 10, true),
      packedBytes: view.getUint32(at + 20, true),
    });
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, unpackedBytes, files };
}
