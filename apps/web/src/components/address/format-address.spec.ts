import { describe, expect, it } from 'vitest';
import { formatAddress } from './format-address.ts';

const bangkok = {
  detail: '99/1 ถนนพหลโยธิน',
  subDistrict: 'จตุจักร',
  district: 'จตุจักร',
  province: 'กรุงเทพมหานคร',
  provinceCode: '10',
  zipCode: '10900',
};

describe('address line', () => {
  it('Thai: แขวง and เขต in Bangkok, without a province word', () => {
    expect(formatAddress(bangkok, 'th-TH')).toBe('99/1 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900');
  });

  it('Thai: ตำบล, อำเภอ and จังหวัด elsewhere', () => {
    const chiangMai = {
      ...bangkok,
      subDistrict: 'สุเทพ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      provinceCode: '50',
      zipCode: '50200',
    };
    expect(formatAddress(chiangMai, 'th-TH')).toBe('99/1 ถนนพหลโยธิน ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
  });

  it('other languages: smallest place first, commas, postcode last', () => {
    const en = {
      ...bangkok,
      detail: '99/1 Phahonyothin Rd',
      subDistrict: 'Chatuchak',
      district: 'Chatuchak',
      province: 'Bangkok',
    };
    expect(formatAddress(en, 'en-US')).toBe('99/1 Phahonyothin Rd, Chatuchak, Chatuchak, Bangkok 10900');
    expect(formatAddress(en, 'zh-CN')).toBe('99/1 Phahonyothin Rd, Chatuchak, Chatuchak, Bangkok 10900');
  });
});
