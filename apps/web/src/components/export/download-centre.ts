/** The download centre's route (spec section 2: the top bar links /dashboard/downloadCenter; routes match either case). */
export const DOWNLOAD_CENTRE_PATH = '/dashboard/downloadcenter';

/** The download centre's list in the query cache; an export that starts refreshes it. */
export const downloadsKey = ['downloads'] as const;
