import { chatTranslate, type TRANSLATE_LOCALES } from '@sc/contract/calls/chat.ts';
import { toYN } from '@sc/contract/common.ts';
import { handle } from '../../envelope/handler.ts';

// Translation of chat texts (catalogue §7 "File, recognition and contract services",
// cos/google/language/translate) behind one interface, so another translator can stand in; the one
// given is a phrase dictionary of the things buyers and shops say most, with no outside service.

type Lang = (typeof TRANSLATE_LOCALES)[number];

export interface Translator {
  /** The text in `to`, and whether any phrase was known. */
  translate(text: string, from: Lang, to: Lang): { text: string; known: boolean };
  /** The language a text is most likely written in. */
  detect(text: string): Lang;
}

/** Thai, English, Chinese: the same phrase in each. Longer phrases first when matching. */
const PHRASES: readonly [string, string, string][] = [
  ['สวัสดีค่ะ', 'Hello', '您好'],
  ['สวัสดีครับ', 'Hello', '您好'],
  ['สวัสดี', 'Hello', '你好'],
  ['ขอบคุณค่ะ', 'Thank you', '谢谢'],
  ['ขอบคุณครับ', 'Thank you', '谢谢'],
  ['ขอบคุณ', 'Thank you', '谢谢'],
  ['มีสินค้าไหม', 'Is it in stock?', '有货吗？'],
  ['ส่งเมื่อไหร่', 'When will it ship?', '什么时候发货？'],
  ['ค่าส่ง', 'shipping fee', '运费'],
  ['ส่งฟรี', 'free shipping', '包邮'],
  ['คืนสินค้า', 'return the item', '退货'],
  ['คืนเงิน', 'refund', '退款'],
  ['เลขพัสดุ', 'tracking number', '快递单号'],
  ['ราคา', 'price', '价格'],
  ['ส่วนลด', 'discount', '折扣'],
  ['คูปอง', 'coupon', '优惠券'],
  ['ได้ค่ะ', 'Sure', '好的'],
  ['ได้ครับ', 'Sure', '好的'],
  ['รอสักครู่', 'Please wait a moment', '请稍等'],
];

const INDEX: Record<Lang, number> = { 'th-TH': 0, 'en-US': 1, 'zh-CN': 2 };

export class DictionaryTranslator implements Translator {
  detect(text: string): Lang {
    if (/[\u0E00-\u0E7F]/.test(text)) return 'th-TH';
    if (/[\u4E00-\u9FFF]/.test(text)) return 'zh-CN';
    return 'en-US';
  }

  translate(text: string, from: Lang, to: Lang): { text: string; known: boolean } {
    if (from === to) return { text, known: true };
    const pairs = PHRASES.map((p) => [p[INDEX[from]] ?? '', p[INDEX[to]] ?? ''] as const).sort(
      (a, b) => b[0].length - a[0].length,
    );
    let known = false;
    let out = '';
    let i = 0;
    while (i < text.length) {
      const hit = pairs.find(([src]) => text.slice(i, i + src.length).toLowerCase() === src.toLowerCase());
      if (hit) {
        out += hit[1];
        i += hit[0].length;
        known = true;
      } else {
        out += text[i];
        i += 1;
      }
    }
    return { text: out, known };
  }
}

const translator: Translator = new DictionaryTranslator();

export const translateHandlers = [
  handle(chatTranslate, async (ctx) => {
    const source = ctx.payload.source ?? translator.detect(ctx.payload.text);
    const result = translator.translate(ctx.payload.text, source, ctx.payload.target);
    return { translated: result.text, source, known: toYN(result.known) };
  }),
];
