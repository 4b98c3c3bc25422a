import type { Messages } from './messages.ts';

export const zhCN: Messages = {
  signInTitle: '登录',
  signInSubtitle: '在一个地方管理您的店铺、订单和商品',
  account: '账号',
  accountPlaceholder: '请输入账号',
  accountRequired: '账号不能为空',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  passwordRequired: '密码不能为空',
  submit: '登录',
  signedInAs: '已登录：{userName}',
  signedInShop: '店铺：{shopName}',
  networkError: '无法连接服务器，请稍后重试。',
  language: '语言',
  notFound: '页面不存在',
  goToSignIn: '前往登录',
};
