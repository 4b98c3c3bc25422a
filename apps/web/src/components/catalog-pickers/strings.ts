import { defineStrings } from '../../i18n/define-strings.ts';

// Strings of the category and brand pickers (namespace "catalog-pickers"), used by the product form,
// the product list's filters and the brand settings.

export default defineStrings('catalog-pickers', {
  'en-US': {
    categoryPlaceholder: 'Choose a category',
    categorySearch: 'Type to search categories',
    categoryNotFound: 'No category matches',
    categoryLoadFailed: 'The categories could not be loaded',
    categoryLeafOnly: 'Products go in a category of the last level',
    brandPlaceholder: 'Choose a brand',
    brandNotFound: 'No authorized brand matches',
    brandLoadFailed: 'The brands could not be loaded',
    brandAuthorizedUntil: 'until {{date}}',
    brandMissing: 'Brand not in the list?',
    brandApply: 'Apply for brand authorization',
  },
  'th-TH': {
    categoryPlaceholder: 'เลือกหมวดหมู่',
    categorySearch: 'พิมพ์เพื่อค้นหาหมวดหมู่',
    categoryNotFound: 'ไม่พบหมวดหมู่ที่ตรงกัน',
    categoryLoadFailed: 'โหลดหมวดหมู่ไม่สำเร็จ',
    categoryLeafOnly: 'สินค้าต้องอยู่ในหมวดหมู่ระดับสุดท้าย',
    brandPlaceholder: 'เลือกแบรนด์',
    brandNotFound: 'ไม่พบแบรนด์ที่ได้รับอนุญาตที่ตรงกัน',
    brandLoadFailed: 'โหลดรายการแบรนด์ไม่สำเร็จ',
    brandAuthorizedUntil: 'ถึง {{date}}',
    brandMissing: 'ไม่พบแบรนด์ของคุณ?',
    brandApply: 'ยื่นขออนุญาตแบรนด์',
  },
  'zh-CN': {
    categoryPlaceholder: '请选择类目',
    categorySearch: '输入以搜索类目',
    categoryNotFound: '没有匹配的类目',
    categoryLoadFailed: '类目加载失败',
    categoryLeafOnly: '商品须放在最末级类目下',
    brandPlaceholder: '请选择品牌',
    brandNotFound: '没有匹配的已授权品牌',
    brandLoadFailed: '品牌加载失败',
    brandAuthorizedUntil: '授权至 {{date}}',
    brandMissing: '列表中没有您的品牌？',
    brandApply: '申请品牌授权',
  },
});
