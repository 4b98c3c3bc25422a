import type { Messages } from './messages.ts';

export const enUS: Messages = {
  signInTitle: 'Sign in',
  signInSubtitle: 'Manage your shop, orders and products in one place',
  account: 'Account',
  accountPlaceholder: 'Enter your account',
  accountRequired: 'Please enter your account',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  passwordRequired: 'Please enter your password',
  submit: 'Sign in',
  signedInAs: 'Signed in as {userName}',
  signedInShop: 'Shop: {shopName}',
  networkError: 'Could not reach the server. Please try again.',
  language: 'Language',
  notFound: 'This page does not exist',
  goToSignIn: 'Go to sign in',
};
