import { formatBytes, UPLOAD_FILE_MAX_BYTES } from '@sc/contract/calls/media.ts';

/** "Upload files up to 10 MB", as the import screen states it. */
export const SHEET_MAX_TEXT = formatBytes(UPLOAD_FILE_MAX_BYTES);
