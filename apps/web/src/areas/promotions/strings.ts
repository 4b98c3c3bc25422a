import { defineStrings } from '../../i18n/define-strings.ts';
import { activityStrings } from './activities/strings.ts';
import { addonStrings } from './addon/strings.ts';
import { attentionStrings } from './attention/strings.ts';
import { bundleStrings } from './bundle/strings.ts';
import { campaignStrings } from './campaign/strings.ts';
import { cashbackStrings } from './cashback/strings.ts';
import { compensateStrings } from './compensate-strings.ts';
import { couponRuleStrings } from './coupon-rule-strings.ts';
import { couponStrings } from './coupon-strings.ts';
import { depositStrings } from './deposit/strings.ts';
import { fansStrings } from './fans/strings.ts';
import { fullscaleStrings } from './fullscale/strings.ts';
import { giftStrings } from './gift/strings.ts';
import { purchaseLimitStrings } from './limits/strings.ts';
import { paylaterStrings } from './paylater/strings.ts';
import { plusStrings } from './plusmember/strings.ts';
import { resultsStrings } from './results/strings.ts';
import { seckillStrings } from './seckill/strings.ts';

// The promotions area's strings (namespace "promotions", as the server area): discounts and
// time-limited offers (activities/, under the key "activity") and the shop's coupons
// (coupon-strings.ts).

export default defineStrings('promotions', {
  'en-US': {
    ...activityStrings['en-US'],
    ...couponStrings['en-US'],
    ...compensateStrings['en-US'],
    ...couponRuleStrings['en-US'],
    ...fullscaleStrings['en-US'],
    ...resultsStrings['en-US'],
    ...purchaseLimitStrings['en-US'],
    ...cashbackStrings['en-US'],
    ...addonStrings['en-US'],
    ...bundleStrings['en-US'],
    ...attentionStrings['en-US'],
    ...plusStrings['en-US'],
    ...giftStrings['en-US'],
    ...seckillStrings['en-US'],
    ...campaignStrings['en-US'],
    ...depositStrings['en-US'],
    ...fansStrings['en-US'],
    ...paylaterStrings['en-US'],
  },
  'th-TH': {
    ...activityStrings['th-TH'],
    ...couponStrings['th-TH'],
    ...compensateStrings['th-TH'],
    ...couponRuleStrings['th-TH'],
    ...fullscaleStrings['th-TH'],
    ...resultsStrings['th-TH'],
    ...purchaseLimitStrings['th-TH'],
    ...cashbackStrings['th-TH'],
    ...addonStrings['th-TH'],
    ...bundleStrings['th-TH'],
    ...attentionStrings['th-TH'],
    ...plusStrings['th-TH'],
    ...giftStrings['th-TH'],
    ...seckillStrings['th-TH'],
    ...campaignStrings['th-TH'],
    ...depositStrings['th-TH'],
    ...fansStrings['th-TH'],
    ...paylaterStrings['th-TH'],
  },
  'zh-CN': {
    ...activityStrings['zh-CN'],
    ...couponStrings['zh-CN'],
    ...compensateStrings['zh-CN'],
    ...couponRuleStrings['zh-CN'],
    ...fullscaleStrings['zh-CN'],
    ...resultsStrings['zh-CN'],
    ...purchaseLimitStrings['zh-CN'],
    ...cashbackStrings['zh-CN'],
    ...addonStrings['zh-CN'],
    ...bundleStrings['zh-CN'],
    ...attentionStrings['zh-CN'],
    ...plusStrings['zh-CN'],
    ...giftStrings['zh-CN'],
    ...seckillStrings['zh-CN'],
    ...campaignStrings['zh-CN'],
    ...depositStrings['zh-CN'],
    ...fansStrings['zh-CN'],
    ...paylaterStrings['zh-CN'],
  },
});
