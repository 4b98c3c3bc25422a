import type { itemImportCommit, itemImportPreview } from '@sc/contract/calls/items.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';

/** What /shop/import's preview reads from the uploaded file, row by row, before anything is written. */
export type Preview = CallResponse<typeof itemImportPreview>;

/** What the import created and what failed. */
export type CommitResult = CallResponse<typeof itemImportCommit>;
