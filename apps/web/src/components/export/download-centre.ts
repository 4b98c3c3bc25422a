/** The download centre's route (spec section 2: the top bar links /dashboard/downloadCenter; routes match either case). */
export const DOWNLOAD_CENTRE_PATH = '/dashboard/downloadcenter';
