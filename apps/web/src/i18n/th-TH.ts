import type { Messages } from './messages.ts';

export const thTH: Messages = {
  signInTitle: 'เข้าสู่ระบบ',
  signInSubtitle: 'จัดการร้านค้า คำสั่งซื้อ และสินค้าได้ในที่เดียว',
  account: 'บัญชีผู้ใช้',
  accountPlaceholder: 'กรอกชื่อบัญชีผู้ใช้',
  accountRequired: 'กรุณากรอกชื่อบัญชีผู้ใช้',
  password: 'รหัสผ่าน',
  passwordPlaceholder: 'กรอกรหัสผ่าน',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  submit: 'เข้าสู่ระบบ',
  signedInAs: 'เข้าสู่ระบบในชื่อ {userName} แล้ว',
  signedInShop: 'ร้านค้า: {shopName}',
  networkError: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาลองใหม่อีกครั้ง',
  language: 'ภาษา',
  notFound: 'ไม่พบหน้าที่คุณต้องการ',
  goToSignIn: 'ไปหน้าเข้าสู่ระบบ',
};
