import { defineStrings } from '../../i18n/define-strings.ts';
import { formStrings } from './form/strings.ts';
import { listStrings } from './list/strings.ts';

// The items area's strings (namespace "items", as the server area): the product lists (list/)
// and the product form, details, import and picture screens (form/). The two parts share no
// top-level key; the check below fails to compile if they ever do.

type Shared = keyof (typeof listStrings)['en-US'] & keyof (typeof formStrings)['en-US'];
const noSharedKeys: [Shared] extends [never] ? true : never = true;
void noSharedKeys;

export default defineStrings('items', {
  'en-US': { ...listStrings['en-US'], ...formStrings['en-US'] },
  'th-TH': { ...listStrings['th-TH'], ...formStrings['th-TH'] },
  'zh-CN': { ...listStrings['zh-CN'], ...formStrings['zh-CN'] },
});
