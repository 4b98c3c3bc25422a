/** Every string the sign-in page shows; each locale file must fill all of them. */
export interface Messages {
  signInTitle: string;
  signInSubtitle: string;
  account: string;
  accountPlaceholder: string;
  accountRequired: string;
  password: string;
  passwordPlaceholder: string;
  passwordRequired: string;
  submit: string;
  /** Placeholder: {userName}. */
  signedInAs: string;
  /** Placeholder: {shopName}. */
  signedInShop: string;
  networkError: string;
  language: string;
  notFound: string;
  goToSignIn: string;
}
