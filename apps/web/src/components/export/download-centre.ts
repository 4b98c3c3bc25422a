/** The download centre's route (the top bar links /dashboard/downloadCenter; routes match either case). */
export const DOWNLOAD_CENTRE_PATH = '/dashboard/downloadcenter';
