import type { Locale } from '@sc/contract/locale.ts';

export interface AddressParts {
  detail: string;
  subDistrict: string;
  district: string;
  province: string;
  provinceCode: string;
  zipCode: string;
}

const BANGKOK = '10';

/**
 * One line as a Thai address is written: in Thai with the words for sub-district,
 * district and province (แขวง/เขต in Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere); in other
 * languages the romanised names, smallest first, separated by commas.
 */
export function formatAddress(a: AddressParts, locale: Locale): string {
  if (locale === 'th-TH') {
    const bangkok = a.provinceCode === BANGKOK;
    return [
      a.detail,
      `${bangkok ? 'แขวง' : 'ตำบล'}${a.subDistrict}`,
      `${bangkok ? 'เขต' : 'อำเภอ'}${a.district}`,
      bangkok ? a.province : `จังหวัด${a.province}`,
      a.zipCode,
    ].join(' ');
  }
  return `${[a.detail, a.subDistrict, a.district, a.province].join(', ')} ${a.zipCode}`;
}
