// The finance area's face: what other areas may use (the receiving accounts card the store
// settings show). Nothing else of finance is imported from outside it.
export { ReceivingAccountsCard } from './ReceivingAccountsCard.tsx';
