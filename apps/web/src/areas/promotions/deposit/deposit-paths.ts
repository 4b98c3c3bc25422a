// The addresses of the deposit pre-sale screens: /promotion/deposit the list, /promotion/addDeposit
// a new pre-sale, /promotion/addDeposit?id= one to see or change.

export const DEPOSIT_LIST_PATH = '/promotion/deposit';
export const DEPOSIT_NEW_PATH = '/promotion/addDeposit';

/** The create form, or the form of one pre-sale. */
export const depositFormPath = (depositId?: string) =>
  depositId ? `${DEPOSIT_NEW_PATH}?id=${encodeURIComponent(depositId)}` : DEPOSIT_NEW_PATH;
