import { defineStrings } from '../../i18n/define-strings.ts';

// Strings of the address pieces (namespace "address"), shared by every form with a Thai
// address: return addresses, and later store entry, bank accounts and warehouses.

export default defineStrings('address', {
  'en-US': {
    province: 'Province',
    district: 'District',
    subDistrict: 'Sub-district',
    zipCode: 'Postcode',
    provincePlaceholder: 'Choose a province',
    districtPlaceholder: 'Choose a district',
    subDistrictPlaceholder: 'Choose a sub-district',
    zipPlaceholder: '5 digits',
    zipHint: 'Type the postcode to fill in the area, or choose the area and the postcode fills itself.',
    zipInvalid: 'Enter the 5-digit postcode',
    zipUnknown: 'No area uses this postcode',
    zipChoose: '{{count}} areas use this postcode. Choose yours:',
    loadFailed: 'The list of areas could not be loaded',
  },
  'th-TH': {
    province: 'จังหวัด',
    district: 'อำเภอ/เขต',
    subDistrict: 'ตำบล/แขวง',
    zipCode: 'รหัสไปรษณีย์',
    provincePlaceholder: 'เลือกจังหวัด',
    districtPlaceholder: 'เลือกอำเภอ/เขต',
    subDistrictPlaceholder: 'เลือกตำบล/แขวง',
    zipPlaceholder: '5 หลัก',
    zipHint: 'พิมพ์รหัสไปรษณีย์เพื่อเติมพื้นที่ให้อัตโนมัติ หรือเลือกพื้นที่แล้วรหัสไปรษณีย์จะเติมให้เอง',
    zipInvalid: 'กรุณากรอกรหัสไปรษณีย์ 5 หลัก',
    zipUnknown: 'ไม่พบพื้นที่ที่ใช้รหัสไปรษณีย์นี้',
    zipChoose: 'มี {{count}} พื้นที่ที่ใช้รหัสไปรษณีย์นี้ กรุณาเลือก:',
    loadFailed: 'โหลดรายชื่อพื้นที่ไม่สำเร็จ',
  },
  'zh-CN': {
    province: '府',
    district: '县/区',
    subDistrict: '乡/街道',
    zipCode: '邮政编码',
    provincePlaceholder: '请选择府',
    districtPlaceholder: '请选择县/区',
    subDistrictPlaceholder: '请选择乡/街道',
    zipPlaceholder: '5位数字',
    zipHint: '输入邮政编码可自动填写地区；也可先选择地区，邮政编码会自动填写。',
    zipInvalid: '请输入5位邮政编码',
    zipUnknown: '没有地区使用此邮政编码',
    zipChoose: '有 {{count}} 个地区使用此邮政编码，请选择：',
    loadFailed: '地区列表加载失败',
  },
});
