import type { shopEnterListInquiry } from '@sc/contract/calls/account.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { StatusTone } from './StatusTag.tsx';

export type EntryRow = CallResponse<typeof shopEnterListInquiry>['list'][number];
export type EntryStatus = EntryRow['status'];

/** The tone of each store-entry status (its words are `storeEntry.states.<status>`). */
export const ENTRY_STATUS_TONE: Record<EntryStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'processing',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  revoked: 'neutral',
};

/** What the row's action says: carry on with a draft, fix a rejected one, otherwise look. */
export function entryAction(status: EntryStatus): 'continue' | 'resubmit' | 'view' {
  if (status === 'draft') return 'continue';
  if (status === 'rejected') return 'resubmit';
  return 'view';
}
