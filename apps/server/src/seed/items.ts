import type { Db, Tx } from '../db/client.ts';
import { products, skuPriceHistory, skus } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';
import { demoPicture } from './demo-pictures.ts';

// The demo shop's products: about thirty, in every tab of /shop/index (on sale, sold out,
// coming, off shelf, pre-sale, low stock, one in the recycle bin) and a few close to the shelf
// rules' dates, so /shop/slowerOffTheShelf has something to show. Their photos are plain
// coloured squares written once under the public media folder (not in the shop's media
// library, so they are the same files for every demo database).

const DAY = 24 * 60 * 60 * 1000;

type State =
  | 'on'
  | 'sold_out'
  | 'coming'
  | 'off'
  | 'pre'
  | 'low'
  | 'bin'
  | 'idle_soon'
  | 'no_sales_soon'
  | 'purge_soon';

interface DemoProduct {
  title: string;
  categoryId: string;
  specs: { name: string; values: string[] }[];
  /** Sale, market and purchase price in baht. */
  price: [number, number, number];
  state: State;
  keywords: string[];
  description: string;
}

const P = (
  title: string,
  categoryId: string,
  specs: DemoProduct['specs'],
  price: DemoProduct['price'],
  state: State,
  keywords: string,
  description: string,
): DemoProduct => ({ title, categoryId, specs, price, state, keywords: keywords.split(' '), description });

const colours = (...values: string[]) => ({ name: 'สี', values });
const sizes = (...values: string[]) => ({ name: 'ไซซ์', values });

const DEMO_PRODUCTS: DemoProduct[] = [
  P(
    'เสื้อยืดคอกลม Cotton 100% ใส่สบาย ไม่ย้วย',
    '110101',
    [colours('ขาว', 'ดำ', 'กรม'), sizes('S', 'M', 'L', 'XL')],
    [199, 259, 110],
    'on',
    'เสื้อยืด คอกลม cotton',
    'ผ้าคอตตอน 100% เนื้อนุ่ม ระบายอากาศดี ซักแล้วไม่ย้วย',
  ),
  P(
    'เดรสลายดอกแขนพอง ผ้าชีฟอง สไตล์เกาหลี',
    '100101',
    [colours('ชมพู', 'ฟ้า'), sizes('S', 'M', 'L')],
    [459, 690, 250],
    'on',
    'เดรส ลายดอก ชีฟอง',
    'เดรสผ้าชีฟองพลิ้วไหว ซับในทั้งตัว ใส่ไปทำงานหรือเที่ยวก็ได้',
  ),
  P(
    'กางเกงยีนส์ขากระบอก เอวสูง ผ้ายืด',
    '100301',
    [sizes('26', '27', '28', '29', '30')],
    [590, 890, 320],
    'low',
    'ยีนส์ เอวสูง ขากระบอก',
    'ผ้ายีนส์ยืดใส่สบาย ทรงขากระบอกเก็บทรง เอวสูงช่วยให้ขาดูยาว',
  ),
  P(
    'รองเท้าผ้าใบ น้ำหนักเบา ระบายอากาศ',
    '120201',
    [colours('ขาว', 'ดำ'), sizes('40', '41', '42', '43')],
    [890, 1290, 480],
    'on',
    'รองเท้าผ้าใบ รองเท้าวิ่ง',
    'พื้นยางกันลื่น ผ้าตาข่ายระบายอากาศ น้ำหนักเพียง 250 กรัมต่อข้าง',
  ),
  P(
    'กระเป๋าเป้ใส่โน้ตบุ๊ก 15.6 นิ้ว กันน้ำ',
    '130102',
    [colours('ดำ', 'เทา')],
    [690, 990, 380],
    'on',
    'กระเป๋าเป้ โน้ตบุ๊ก กันน้ำ',
    'ช่องใส่โน้ตบุ๊กบุฟองน้ำ ผ้ากันน้ำ มีช่อง USB สำหรับชาร์จมือถือ',
  ),
  P(
    'หูฟังไร้สาย Bluetooth 5.3 ตัดเสียงรบกวน',
    '150302',
    [colours('ขาว', 'ดำ')],
    [1290, 1990, 750],
    'on',
    'หูฟัง บลูทูธ ไร้สาย',
    'ตัดเสียงรบกวน ANC ฟังเพลงต่อเนื่อง 8 ชั่วโมง กล่องชาร์จรวม 32 ชั่วโมง',
  ),
  P(
    'พาวเวอร์แบงก์ 20000mAh ชาร์จเร็ว PD 22.5W',
    '140303',
    [],
    [799, 1190, 450],
    'sold_out',
    'พาวเวอร์แบงก์ แบตสำรอง',
    'ชาร์จเร็ว PD 22.5W ชาร์จได้พร้อมกัน 3 เครื่อง มีจอแสดงแบตเตอรี่',
  ),
  P(
    'เคสโทรศัพท์ซิลิโคนกันกระแทก',
    '140301',
    [{ name: 'รุ่น', values: ['iPhone 15', 'iPhone 15 Pro', 'Galaxy S24'] }],
    [159, 250, 40],
    'low',
    'เคส กันกระแทก ซิลิโคน',
    'ซิลิโคนนิ่ม ขอบยกกันกล้อง มุมเสริมกันกระแทก',
  ),
  P(
    'สายชาร์จ USB-C ถักไนลอน',
    '140302',
    [{ name: 'ความยาว', values: ['1 เมตร', '2 เมตร'] }],
    [129, 199, 35],
    'on',
    'สายชาร์จ usb-c',
    'สายถักไนลอนทนทาน รองรับชาร์จเร็ว 60W และรับส่งข้อมูล',
  ),
  P(
    'หม้อทอดไร้น้ำมัน 5.5 ลิตร หน้าจอดิจิทัล',
    '160202',
    [],
    [1890, 2990, 1200],
    'on',
    'หม้อทอดไร้น้ำมัน airfryer',
    'ความจุ 5.5 ลิตร 8 โหมดอัตโนมัติ ตะแกรงเคลือบกันติด ถอดล้างได้',
  ),
  P(
    'หม้อหุงข้าวไฟฟ้า 1.8 ลิตร เคลือบเทฟลอน',
    '160201',
    [],
    [990, 1490, 600],
    'pre',
    'หม้อหุงข้าว',
    'หุงข้าวได้ 10 ถ้วย อุ่นอัตโนมัติ หม้อในเคลือบเทฟลอน สินค้าพรีออเดอร์',
  ),
  P(
    'พัดลมตั้งพื้น 16 นิ้ว ปรับได้ 3 ระดับ',
    '160301',
    [colours('ขาว', 'ฟ้า')],
    [690, 990, 420],
    'on',
    'พัดลม ตั้งพื้น',
    'ใบพัด 5 ใบ ลมแรงเสียงเบา ส่ายได้ ปรับความสูงได้',
  ),
  P(
    'เครื่องฟอกอากาศ กรอง HEPA H13 ห้อง 30 ตร.ม.',
    '160304',
    [],
    [3490, 4990, 2100],
    'coming',
    'เครื่องฟอกอากาศ pm2.5 hepa',
    'กรองฝุ่น PM2.5 ได้ 99.97% เสียงเบาในโหมดกลางคืน ตั้งเวลาได้',
  ),
  P(
    'ผ้าปูที่นอนคอตตอน 6 ฟุต พร้อมปลอกหมอน',
    '170201',
    [colours('ครีม', 'เทา', 'ชมพู')],
    [790, 1190, 400],
    'on',
    'ผ้าปูที่นอน 6ฟุต',
    'ผ้าคอตตอนทอแน่น 400 เส้นด้าย ครบชุด 5 ชิ้น',
  ),
  P(
    'หมอนหนุนเพื่อสุขภาพ เมมโมรี่โฟม',
    '170202',
    [],
    [490, 790, 220],
    'off',
    'หมอน เมมโมรี่โฟม',
    'รองรับสรีระคอและศีรษะ ปลอกผ้าถอดซักได้',
  ),
  P(
    'ขวดน้ำเก็บความเย็น สแตนเลส 900 มล.',
    '170305',
    [colours('ดำ', 'ขาว', 'เขียว')],
    [350, 490, 150],
    'on',
    'แก้วเก็บความเย็น ขวดน้ำ',
    'สแตนเลส 304 เก็บความเย็น 24 ชั่วโมง เก็บความร้อน 12 ชั่วโมง',
  ),
  P(
    'กระทะเคลือบหินอ่อน 28 ซม. ใช้กับเตาแม่เหล็กไฟฟ้าได้',
    '170301',
    [],
    [590, 890, 300],
    'on',
    'กระทะ เคลือบหินอ่อน',
    'เคลือบกันติด 5 ชั้น ใช้ได้กับเตาทุกประเภท',
  ),
  P(
    'เซรั่มวิตามินซี 30 มล. ผิวกระจ่างใส',
    '180103',
    [],
    [390, 590, 120],
    'on',
    'เซรั่ม วิตามินซี',
    'วิตามินซีเข้มข้น 15% ช่วยให้ผิวกระจ่างใส ลดจุดด่างดำ',
  ),
  P(
    'ครีมกันแดด SPF50+ PA++++ เนื้อบางเบา',
    '180104',
    [{ name: 'ขนาด', values: ['30 มล.', '50 มล.'] }],
    [290, 450, 100],
    'low',
    'กันแดด spf50',
    'เนื้อบางเบา ไม่เหนอะหนะ กันน้ำกันเหงื่อ',
  ),
  P(
    'ลิปสติกเนื้อแมตต์ ติดทนนาน',
    '180201',
    [{ name: 'เฉดสี', values: ['01 Rose', '02 Brick', '03 Nude'] }],
    [259, 390, 80],
    'pre',
    'ลิปสติก แมตต์',
    'เนื้อแมตต์บางเบา ติดทน 12 ชั่วโมง สินค้าพรีออเดอร์ล็อตใหม่',
  ),
  P(
    'แชมพูสมุนไพรอัญชัน ลดผมร่วง 400 มล.',
    '180301',
    [],
    [189, 290, 60],
    'on',
    'แชมพู อัญชัน สมุนไพร',
    'สารสกัดดอกอัญชันและมะกรูด ช่วยลดผมร่วง ผมนุ่มลื่น',
  ),
  P(
    'ผ้าไหมไทยทอมือ ลายมัดหมี่ 2 เมตร',
    '100503',
    [colours('แดง', 'น้ำเงิน', 'เขียว')],
    [1590, 2290, 900],
    'on',
    'ผ้าไหม มัดหมี่ ผ้าไทย',
    'ผ้าไหมแท้ทอมือจากสุรินทร์ ลายมัดหมี่ดั้งเดิม',
  ),
  P(
    'ชุดนอนผ้าซาติน แขนยาว',
    '100402',
    [sizes('M', 'L', 'XL')],
    [390, 590, 180],
    'off',
    'ชุดนอน ซาติน',
    'ผ้าซาตินลื่นนุ่ม ไม่ร้อน เสื้อและกางเกงขายาว',
  ),
  P(
    'สมาร์ทวอทช์ วัดชีพจร กันน้ำ IP68',
    '140401',
    [colours('ดำ', 'เงิน')],
    [1490, 2490, 800],
    'coming',
    'สมาร์ทวอทช์ นาฬิกา',
    'วัดชีพจรและออกซิเจนในเลือด แจ้งเตือนข้อความ แบตอยู่ได้ 10 วัน',
  ),
  P(
    'คีย์บอร์ดเมคานิคอล Blue Switch ไฟ RGB',
    '150201',
    [],
    [1190, 1790, 700],
    'idle_soon',
    'คีย์บอร์ด เมคานิคอล',
    'สวิตช์ Blue เสียงคลิกชัด ไฟ RGB ปรับได้ 16 โหมด',
  ),
  P(
    'ลำโพงบลูทูธพกพา กันน้ำ',
    '150303',
    [],
    [890, 1290, 500],
    'no_sales_soon',
    'ลำโพง บลูทูธ',
    'เสียงเบสหนัก กันน้ำ IPX7 เล่นต่อเนื่อง 12 ชั่วโมง',
  ),
  P(
    'โคมไฟตั้งโต๊ะ LED ถนอมสายตา',
    '170401',
    [],
    [450, 690, 200],
    'purge_soon',
    'โคมไฟ led',
    'ปรับแสงได้ 3 ระดับ ไม่กะพริบ ถนอมสายตา',
  ),
  P(
    'หมวกบักเก็ต ผ้าฝ้าย',
    '130304',
    [colours('ดำ', 'ครีม')],
    [199, 290, 70],
    'bin',
    'หมวก บักเก็ต',
    'ผ้าฝ้ายหนา ทรงสวย พับเก็บได้',
  ),
  P('ถุงเท้าข้อสั้น แพ็ก 5 คู่', '110302', [], [99, 150, 35], 'sold_out', 'ถุงเท้า', 'ผ้าฝ้ายผสม ระบายอากาศ ใส่ได้ทุกวัน'),
  P(
    'กางเกงขาสั้นผู้ชาย ผ้าชิโน',
    '110203',
    [sizes('30', '32', '34', '36')],
    [390, 590, 170],
    'on',
    'กางเกงขาสั้น ชิโน',
    'ผ้าชิโนยืดเล็กน้อย มีกระเป๋า 4 ช่อง',
  ),
  P(
    'วิตามินซี 1000 มก. 60 เม็ด',
    '190101',
    [],
    [350, 450, 150],
    'off',
    'วิตามินซี อาหารเสริม',
    'วิตามินซี 1000 มก. ผสมซิงค์ ทานวันละ 1 เม็ด',
  ),
];

/** Placeholder photo colours (RGB). */
const PALETTE: [number, number, number][] = [
  [238, 77, 45],
  [46, 134, 222],
  [39, 174, 96],
  [241, 196, 15],
  [142, 68, 173],
  [52, 73, 94],
  [230, 126, 34],
  [22, 160, 133],
];

/**
 * Writes the placeholder photos once into DATA_DIR (800×800, a lighter disc on a coloured
 * ground) and answers their urls. A copy of a seeded database (tests) calls it for its DATA_DIR.
 */
export async function placeholderPhotos(): Promise<string[]> {
  return Promise.all(
    PALETTE.map(([r, g, b]) =>
      demoPicture(
        `demo-photo-${r}-${g}-${b}`,
        { width: 800, height: 800 },
        `<svg width="800" height="800"><rect width="800" height="800" fill="rgb(${r},${g},${b})"/><circle cx="400" cy="400" r="250" fill="white" fill-opacity="0.35"/></svg>`,
      ),
    ),
  );
}

/** Stock of SKU `j` of product `i`: varied but the same in every demo database. */
const stockOf = (i: number, j: number) => 8 + ((i * 37 + j * 11) % 90);

/** When a product was made, last edited, viewed and sold; the last three near a shelf rule's date. */
function timesOf(state: State, i: number, onSale: boolean, ago: (days: number) => Date) {
  switch (state) {
    // Idle (no edit, sale or view) for 172 days: taken off shelf in 8 days.
    case 'idle_soon':
      return { created: ago(172), edited: ago(172), viewed: null, sold: null };
    // Viewed and edited, but no sale since it went on shelf 355 days ago: off shelf in 5 days.
    case 'no_sales_soon':
      return { created: ago(355), edited: ago(30), viewed: ago(2), sold: null };
    // Off shelf without stock for 176 days: to the recycle bin in 4 days.
    case 'purge_soon':
      return { created: ago(260), edited: ago(200), viewed: null, sold: null };
    default:
      return {
        created: ago(200 - i * 5),
        edited: ago((i * 7) % 25),
        viewed: onSale ? ago(i % 3) : null,
        sold: onSale ? ago(i % 9) : null,
      };
  }
}

/**
 * Seeds the demo products of a shop once (nothing when it has products already). `db` may be
 * the seed's transaction; the product figures and tab counts follow by trigger.
 */
export async function seedDemoProducts(db: Db, shopId: string, now: Date): Promise<number> {
  const [existing] = await new ShopScope(db as Tx, shopId).pick(products, { id: products.id }).limit(1);
  if (existing) return 0;
  const photos = await placeholderPhotos();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  let made = 0;
  for (const [i, d] of DEMO_PRODUCTS.entries()) {
    const onSale = d.state === 'on' || d.state === 'low' || d.state === 'pre' || d.state === 'sold_out';
    const times = timesOf(d.state, i, onSale, ago);
    const status =
      onSale || d.state === 'idle_soon' || d.state === 'no_sales_soon'
        ? 'on_sale'
        : d.state === 'coming'
          ? 'coming'
          : 'off_shelf';
    const code = `DM-${String(1001 + i)}`;
    const [row] = await db
      .insert(products)
      .values({
        shopId,
        title: d.title,
        code,
        categoryId: d.categoryId,
        brandId: null,
        description: d.description,
        keywords: d.keywords,
        specs: d.specs,
        images: [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => photos[(i + k) % photos.length] ?? ''),
        status,
        offShelfReason: status === 'off_shelf' ? 'merchant' : null,
        preSale: d.state === 'pre',
        preSaleShipDays: d.state === 'pre' ? 10 : null,
        weightGrams: 200 + ((i * 53) % 1800),
        releaseAt: d.state === 'coming' ? new Date(now.getTime() + (2 + (i % 4)) * DAY) : null,
        onShelfAt: status === 'on_sale' ? times.created : null,
        offShelfAt: d.state === 'purge_soon' ? ago(176) : status === 'off_shelf' ? ago(12) : null,
        lastEditedAt: times.edited,
        lastSoldAt: times.sold,
        lastViewedAt: times.viewed,
        salesCount: times.sold ? 5 + ((i * 97) % 480) : 0,
        viewCount: times.viewed ? 120 + ((i * 331) % 5000) : (i * 13) % 40,
        deletedAt: d.state === 'bin' ? ago(3) : null,
        deleteReason: d.state === 'bin' ? 'merchant' : null,
        createdAt: times.created,
        updatedAt: times.edited,
      })
      .returning({ id: products.id });
    if (!row) continue;
    const combos = d.specs.reduce<string[][]>((acc, s) => acc.flatMap((pre) => s.values.map((v) => [...pre, v])), [[]]);
    const [price, market, purchase] = d.price.map((baht) => baht * 100) as [number, number, number];
    const inserted = await db
      .insert(skus)
      .values(
        combos.map((specValues, j) => {
          const empty = d.state === 'sold_out' || d.state === 'purge_soon';
          // Low stock: the first SKUs are at or under their warning line of 5.
          const low = d.state === 'low' && j < 2;
          return {
            shopId,
            productId: row.id,
            specValues,
            code: `${code}-${String(j + 1).padStart(2, '0')}`,
            price,
            marketPrice: market,
            purchasePrice: purchase,
            stock: empty ? 0 : low ? 2 + j : stockOf(i, j),
            warningLine: d.state === 'low' ? 5 : 3,
            imageUrl: d.specs.length > 0 ? (photos[(i + j) % photos.length] ?? '') : '',
            salesCount: times.sold ? (i * 17 + j * 5) % 120 : 0,
            sort: j,
            createdAt: times.created,
            updatedAt: times.edited,
          };
        }),
      )
      .returning({ id: skus.id });
    // Every SKU's price since it was made; the vitamin C serum was on a promotion 20 days ago,
    // so its lowest price of 30 days is below today's.
    const promo = d.title.startsWith('เซรั่มวิตามินซี');
    await db.insert(skuPriceHistory).values(
      inserted.flatMap((s) => [
        { shopId, skuId: s.id, price, at: times.created },
        ...(promo
          ? [
              { shopId, skuId: s.id, price: Math.round(price * 0.8), at: ago(20) },
              { shopId, skuId: s.id, price, at: ago(6) },
            ]
          : []),
      ]),
    );
    made++;
  }
  return made;
}
