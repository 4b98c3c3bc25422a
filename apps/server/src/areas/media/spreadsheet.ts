import { checkFile, type FileUsage, MEDIA_TYPES } from '@sc/contract/calls/media.ts';
import { SHEET_MAX_ENTRIES, SHEET_MAX_UNPACKED_BYTES, zipDirectory } from '../../sheets/zip-directory.ts';
import { refuse, refuseIf } from './refuse.ts';

/** Checks a spreadsheet for an import: xlsx by its bytes, size, and a sane zip directory. */
export async function checkSpreadsheet(data: Uint8Array, usage: FileUsage): Promise<{ mime: string }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime ?? 'application/octet-stream';
  refuseIf(checkFile(usage, { mime, bytes: data.byteLength }));
  const directory = zipDirectory(data);
  if (!directory || directory.entries > SHEET_MAX_ENTRIES || directory.unpackedBytes > SHEET_MAX_UNPACKED_BYTES) {
    throw refuse({ key: 'mediaTypeNotAllowed', params: { types: MEDIA_TYPES.file.names } });
  }
  return { mime };
}
