/** acctType 1 is the main account of a shop; every other value is a sub-account. */
export const MAIN_ACCOUNT = 1;
