// After the orders, buyers write to the shop's customer service (/oms/mkt/im/buyer/send): each of
// `chats` active buyers asks one scripted question, every other one about one of the shop's
// listed products, so /im has living conversations to answer. The shop's automatic answers
// (welcome message, keyword rules) that came back are counted for the summary.
import { SimulateError } from './server.mjs';

/** What the buyers ask, in turn (Thai: the marketplace's language). */
const QUESTIONS = [
  'สวัสดีค่ะ สินค้านี้ยังมีของไหมคะ',
  'สั่งวันนี้จะได้ของเมื่อไหร่ครับ',
  'มีสีอื่นหรือไซส์อื่นไหมคะ',
  'ส่งแบบเก็บเงินปลายทางได้ไหมครับ',
  'ถ้าซื้อสองชิ้นมีส่วนลดไหมคะ',
  'รับประกันสินค้ากี่เดือนครับ',
];

/** One page of the operator's lists: enough buyers and products for the chats asked. */
const PAGE_MAX = 100;

/** Runs the chats; resolves with the counts and `fatal` when the server refused. */
export async function runChats(server, { shop, chats, log, shouldStop }) {
  const result = { asked: chats, sent: 0, aboutProducts: 0, automatic: 0, refused: 0, fatal: null };
  try {
    const buyers = (await server.activeBuyers(Math.min(PAGE_MAX, chats))).slice(0, chats);
    if (buyers.length === 0) {
      result.fatal = 'the marketplace has no active buyer to write to the shop';
      return result;
    }
    const products = await server.listedProducts(shop, PAGE_MAX);
    for (let i = 0; i < buyers.length && !shouldStop(); i++) {
      const product = i % 2 === 1 && products.length > 0 ? products[i % products.length] : undefined;
      const reply = await server.buyerWrites(shop, buyers[i], QUESTIONS[i % QUESTIONS.length], product);
      if (!reply.ok) {
        result.refused++;
        continue;
      }
      result.sent++;
      if (product) result.aboutProducts++;
      result.automatic += reply.data.replies?.length ?? 0;
      log(`  ${result.sent}/${buyers.length} chats`);
    }
  } catch (err) {
    if (!(err instanceof SimulateError)) throw err;
    result.fatal = err.message;
  }
  return result;
}

/** The closing line of the chat step. */
export function formatChats(r) {
  return `Chats: ${r.sent} buyers wrote to the shop (${r.aboutProducts} about a product), ${r.automatic} automatic answers, refused ${r.refused}`;
}
