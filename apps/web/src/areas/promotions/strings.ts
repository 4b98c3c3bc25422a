import { defineStrings } from '../../i18n/define-strings.ts';
import { activityStrings } from './activities/strings.ts';

// The promotions area's strings (namespace "promotions", as the server area): discounts and
// time-limited offers (activities/, under the key "activity").

export default defineStrings('promotions', {
  'en-US': { ...activityStrings['en-US'] },
  'th-TH': { ...activityStrings['th-TH'] },
  'zh-CN': { ...activityStrings['zh-CN'] },
});
