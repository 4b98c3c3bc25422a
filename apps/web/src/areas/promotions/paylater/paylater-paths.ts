import { PAYLATER_MODE_ID } from '@sc/contract/paylater.ts';

// The addresses of pay-later activities (route table: /activityreport/tPaylaterActivity/{modeId}
// the list, /activityreport/addtPaylaterActivity/{modeId} a new one; {modeId} names the platform's
// pay-later mode, instalments) and of the page where agreements are signed.

export const paylaterListPath = (modeId: string = PAYLATER_MODE_ID) =>
  `/activityreport/tPaylaterActivity/${encodeURIComponent(modeId)}`;
export const paylaterNewPath = (modeId: string = PAYLATER_MODE_ID) =>
  `/activityreport/addtPaylaterActivity/${encodeURIComponent(modeId)}`;
export const AGREEMENT_PATH = '/agreement';
