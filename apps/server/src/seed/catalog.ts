import { addDays, NO_BRAND_ID, NO_BRAND_NAME, thaiToday } from '@sc/contract/calls/catalog.ts';
import { eq, sql } from 'drizzle-orm';
import { applyForBrand, brandKey, decideBrandApplication } from '../areas/catalog/index.ts';
import type { Db } from '../db/client.ts';
import { brandApplications, brands, categories } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';
import { demoBrandDocuments } from './demo-pictures.ts';

// The platform's categories and brands (platform data, every database). Ids are stable:
// append new entries with new ids, never renumber, since products keep them.

/**
 * The categories, a parent before its children: id, Thai, English and Chinese name. An id
 * has 2, 4 or 6 digits by level and starts with its parent's; a category no other names as
 * parent is a leaf.
 */
export const CATEGORIES: [id: string, th: string, en: string, zh: string][] = [
  ['10', 'เสื้อผ้าแฟชั่นผู้หญิง', "Women's Clothing", '女装'],
  ['1001', 'เดรสและกระโปรง', 'Dresses & Skirts', '连衣裙与半身裙'],
  ['100101', 'เดรส', 'Dresses', '连衣裙'],
  ['100102', 'กระโปรง', 'Skirts', '半身裙'],
  ['100103', 'จัมพ์สูท', 'Jumpsuits', '连体裤'],
  ['1002', 'เสื้อผู้หญิง', "Women's Tops", '女士上衣'],
  ['100201', 'เสื้อยืด', 'T-shirts', 'T恤'],
  ['100202', 'เสื้อเชิ้ตและเบลาส์', 'Shirts & Blouses', '衬衫'],
  ['100203', 'เสื้อแจ็กเก็ตและเสื้อคลุม', 'Jackets & Coats', '夹克与外套'],
  ['1003', 'กางเกงผู้หญิง', "Women's Bottoms", '女士裤装'],
  ['100301', 'กางเกงยีนส์', 'Jeans', '牛仔裤'],
  ['100302', 'กางเกงขายาว', 'Trousers', '长裤'],
  ['100303', 'กางเกงขาสั้น', 'Shorts', '短裤'],
  ['100304', 'เลกกิ้ง', 'Leggings', '打底裤'],
  ['1004', 'ชุดชั้นในและชุดนอน', 'Lingerie & Sleepwear', '内衣与睡衣'],
  ['100401', 'ชุดชั้นใน', 'Lingerie', '内衣'],
  ['100402', 'ชุดนอน', 'Sleepwear', '睡衣'],
  ['1005', 'ชุดไทยและผ้าไทย', 'Thai Traditional Wear', '泰式传统服饰'],
  ['100501', 'ชุดไทย', 'Thai Dresses', '泰式礼服'],
  ['100502', 'ผ้าซิ่น', 'Pha Sin Skirts', '泰式筒裙'],
  ['100503', 'ผ้าไหมไทย', 'Thai Silk', '泰丝'],

  ['11', 'เสื้อผ้าแฟชั่นผู้ชาย', "Men's Clothing", '男装'],
  ['1101', 'เสื้อผู้ชาย', "Men's Tops", '男士上衣'],
  ['110101', 'เสื้อยืด', 'T-shirts', 'T恤'],
  ['110102', 'เสื้อเชิ้ต', 'Shirts', '衬衫'],
  ['110103', 'เสื้อโปโล', 'Polo Shirts', 'Polo衫'],
  ['110104', 'เสื้อแจ็กเก็ต', 'Jackets', '夹克'],
  ['1102', 'กางเกงผู้ชาย', "Men's Bottoms", '男士裤装'],
  ['110201', 'กางเกงยีนส์', 'Jeans', '牛仔裤'],
  ['110202', 'กางเกงขายาว', 'Trousers', '长裤'],
  ['110203', 'กางเกงขาสั้น', 'Shorts', '短裤'],
  ['1103', 'ชุดชั้นในและชุดนอนผู้ชาย', "Men's Underwear & Sleepwear", '男士内衣与睡衣'],
  ['110301', 'กางเกงใน', 'Underwear', '内裤'],
  ['110302', 'ถุงเท้า', 'Socks', '袜子'],
  ['110303', 'ชุดนอน', 'Sleepwear', '睡衣'],

  ['12', 'รองเท้า', 'Shoes', '鞋靴'],
  ['1201', 'รองเท้าผู้หญิง', "Women's Shoes", '女鞋'],
  ['120101', 'รองเท้าผ้าใบ', 'Sneakers', '运动休闲鞋'],
  ['120102', 'รองเท้าส้นสูง', 'Heels', '高跟鞋'],
  ['120103', 'รองเท้าแตะและรองเท้ารัดส้น', 'Sandals & Slippers', '凉鞋与拖鞋'],
  ['120104', 'รองเท้าคัทชู', 'Flats', '平底鞋'],
  ['1202', 'รองเท้าผู้ชาย', "Men's Shoes", '男鞋'],
  ['120201', 'รองเท้าผ้าใบ', 'Sneakers', '运动休闲鞋'],
  ['120202', 'รองเท้าหนัง', 'Leather Shoes', '皮鞋'],
  ['120203', 'รองเท้าแตะ', 'Sandals & Slippers', '凉鞋与拖鞋'],

  ['13', 'กระเป๋าและเครื่องประดับ', 'Bags & Accessories', '箱包配饰'],
  ['1301', 'กระเป๋า', 'Bags', '包袋'],
  ['130101', 'กระเป๋าถือ', 'Handbags', '手提包'],
  ['130102', 'กระเป๋าเป้', 'Backpacks', '双肩包'],
  ['130103', 'กระเป๋าสตางค์', 'Wallets', '钱包'],
  ['130104', 'กระเป๋าเดินทาง', 'Luggage', '行李箱'],
  ['1302', 'นาฬิกา', 'Watches', '手表'],
  ['130201', 'นาฬิกาผู้หญิง', "Women's Watches", '女士手表'],
  ['130202', 'นาฬิกาผู้ชาย', "Men's Watches", '男士手表'],
  ['1303', 'เครื่องประดับ', 'Jewellery & Accessories', '珠宝饰品'],
  ['130301', 'สร้อยคอและจี้', 'Necklaces & Pendants', '项链与吊坠'],
  ['130302', 'ต่างหู', 'Earrings', '耳环'],
  ['130303', 'แว่นกันแดด', 'Sunglasses', '太阳镜'],
  ['130304', 'หมวก', 'Hats & Caps', '帽子'],

  ['14', 'มือถือและแท็บเล็ต', 'Mobile & Tablets', '手机平板'],
  ['1401', 'โทรศัพท์มือถือ', 'Mobile Phones', '手机'],
  ['140101', 'สมาร์ทโฟน', 'Smartphones', '智能手机'],
  ['140102', 'โทรศัพท์ปุ่มกด', 'Feature Phones', '功能手机'],
  ['1402', 'แท็บเล็ตและเครื่องอ่านอีบุ๊ก', 'Tablets & E-readers', '平板与阅读器'],
  ['140201', 'แท็บเล็ต', 'Tablets', '平板电脑'],
  ['140202', 'เครื่องอ่านอีบุ๊ก', 'E-book Readers', '电子书阅读器'],
  ['1403', 'อุปกรณ์เสริมมือถือ', 'Mobile Accessories', '手机配件'],
  ['140301', 'เคสและฟิล์ม', 'Cases & Screen Protectors', '手机壳与贴膜'],
  ['140302', 'สายชาร์จและอะแดปเตอร์', 'Chargers & Cables', '充电器与数据线'],
  ['140303', 'พาวเวอร์แบงก์', 'Power Banks', '移动电源'],
  ['140304', 'ขาตั้งและที่จับมือถือ', 'Holders & Stands', '手机支架'],
  ['1404', 'อุปกรณ์สวมใส่อัจฉริยะ', 'Wearables', '智能穿戴'],
  ['140401', 'สมาร์ทวอทช์', 'Smartwatches', '智能手表'],
  ['140402', 'สายรัดข้อมือเพื่อสุขภาพ', 'Fitness Bands', '智能手环'],

  ['15', 'คอมพิวเตอร์และอิเล็กทรอนิกส์', 'Computers & Electronics', '电脑数码'],
  ['1501', 'คอมพิวเตอร์', 'Computers', '电脑'],
  ['150101', 'โน้ตบุ๊ก', 'Laptops', '笔记本电脑'],
  ['150102', 'คอมพิวเตอร์ตั้งโต๊ะ', 'Desktops', '台式电脑'],
  ['150103', 'จอมอนิเตอร์', 'Monitors', '显示器'],
  ['1502', 'อุปกรณ์คอมพิวเตอร์', 'Computer Accessories', '电脑配件'],
  ['150201', 'คีย์บอร์ดและเมาส์', 'Keyboards & Mice', '键盘鼠标'],
  ['150202', 'อุปกรณ์จัดเก็บข้อมูล', 'Storage', '存储设备'],
  ['150203', 'เครื่องพิมพ์และหมึก', 'Printers & Ink', '打印机与墨盒'],
  ['150204', 'เราเตอร์และอุปกรณ์เครือข่าย', 'Routers & Networking', '路由器与网络设备'],
  ['1503', 'เครื่องเสียง', 'Audio', '影音'],
  ['150301', 'หูฟังแบบครอบหู', 'Headphones', '头戴式耳机'],
  ['150302', 'หูฟังไร้สาย', 'Wireless Earbuds', '无线耳机'],
  ['150303', 'ลำโพงบลูทูธ', 'Bluetooth Speakers', '蓝牙音箱'],
  ['1504', 'กล้อง', 'Cameras', '相机'],
  ['150401', 'กล้องดิจิทัล', 'Digital Cameras', '数码相机'],
  ['150402', 'กล้องแอคชั่น', 'Action Cameras', '运动相机'],
  ['150403', 'กล้องวงจรปิด', 'Security Cameras', '监控摄像头'],
  ['1505', 'เกม', 'Gaming', '游戏'],
  ['150501', 'เครื่องเล่นเกม', 'Game Consoles', '游戏主机'],
  ['150502', 'แผ่นเกมและโค้ดเกม', 'Video Games', '游戏软件'],
  ['150503', 'จอยเกม', 'Controllers', '游戏手柄'],

  ['16', 'เครื่องใช้ไฟฟ้าในบ้าน', 'Home Appliances', '家用电器'],
  ['1601', 'เครื่องใช้ไฟฟ้าขนาดใหญ่', 'Large Appliances', '大家电'],
  ['160101', 'ตู้เย็น', 'Refrigerators', '冰箱'],
  ['160102', 'เครื่องซักผ้า', 'Washing Machines', '洗衣机'],
  ['160103', 'เครื่องปรับอากาศ', 'Air Conditioners', '空调'],
  ['160104', 'โทรทัศน์', 'Televisions', '电视'],
  ['1602', 'เครื่องใช้ไฟฟ้าในครัว', 'Kitchen Appliances', '厨房电器'],
  ['160201', 'หม้อหุงข้าว', 'Rice Cookers', '电饭煲'],
  ['160202', 'หม้อทอดไร้น้ำมัน', 'Air Fryers', '空气炸锅'],
  ['160203', 'ไมโครเวฟ', 'Microwaves', '微波炉'],
  ['160204', 'เครื่องปั่น', 'Blenders', '搅拌机'],
  ['160205', 'กาต้มน้ำไฟฟ้า', 'Electric Kettles', '电热水壶'],
  ['1603', 'เครื่องใช้ไฟฟ้าขนาดเล็ก', 'Small Appliances', '生活电器'],
  ['160301', 'พัดลม', 'Electric Fans', '电风扇'],
  ['160302', 'เครื่องดูดฝุ่น', 'Vacuum Cleaners', '吸尘器'],
  ['160303', 'เตารีด', 'Irons', '熨斗'],
  ['160304', 'เครื่องฟอกอากาศ', 'Air Purifiers', '空气净化器'],
  ['160305', 'เครื่องทำน้ำอุ่น', 'Water Heaters', '热水器'],

  ['17', 'บ้านและการตกแต่ง', 'Home & Living', '家居生活'],
  ['1701', 'เฟอร์นิเจอร์', 'Furniture', '家具'],
  ['170101', 'โซฟา', 'Sofas', '沙发'],
  ['170102', 'เตียงและที่นอน', 'Beds & Mattresses', '床与床垫'],
  ['170103', 'โต๊ะและเก้าอี้', 'Tables & Chairs', '桌椅'],
  ['170104', 'ตู้และชั้นวาง', 'Cabinets & Shelves', '柜子与置物架'],
  ['1702', 'เครื่องนอน', 'Bedding', '床上用品'],
  ['170201', 'ผ้าปูที่นอน', 'Bed Sheets', '床单'],
  ['170202', 'หมอน', 'Pillows', '枕头'],
  ['170203', 'ผ้าห่ม', 'Blankets', '被子'],
  ['1703', 'เครื่องครัว', 'Kitchenware', '厨具'],
  ['170301', 'หม้อและกระทะ', 'Pots & Pans', '锅具'],
  ['170302', 'มีดและเขียง', 'Knives & Boards', '刀具与砧板'],
  ['170303', 'กล่องเก็บอาหาร', 'Food Storage', '保鲜盒'],
  ['170304', 'จานชามและแก้ว', 'Tableware', '餐具'],
  ['170305', 'ขวดน้ำและแก้วเก็บความเย็น', 'Water Bottles & Tumblers', '水瓶与保温杯'],
  ['1704', 'ของตกแต่งบ้าน', 'Home Decor', '家居装饰'],
  ['170401', 'โคมไฟ', 'Lighting', '灯具'],
  ['170402', 'ผ้าม่าน', 'Curtains', '窗帘'],
  ['170403', 'ต้นไม้และกระถาง', 'Plants & Pots', '绿植与花盆'],
  ['1705', 'ของใช้ในบ้าน', 'Household Supplies', '家庭日用'],
  ['170501', 'ผลิตภัณฑ์ซักผ้า', 'Laundry Care', '洗衣用品'],
  ['170502', 'อุปกรณ์ทำความสะอาด', 'Cleaning Tools', '清洁工具'],
  ['170503', 'น้ำยาทำความสะอาดบ้าน', 'Household Cleaners', '家用清洁剂'],
  ['170504', 'กระดาษทิชชู่', 'Tissue Paper', '纸巾'],
  ['1706', 'เครื่องมือช่างและสวน', 'Tools & Garden', '工具与园艺'],
  ['170601', 'เครื่องมือไฟฟ้า', 'Power Tools', '电动工具'],
  ['170602', 'เครื่องมือช่าง', 'Hand Tools', '手动工具'],
  ['170603', 'อุปกรณ์ทำสวน', 'Gardening', '园艺用品'],

  ['18', 'ความงามและของใช้ส่วนตัว', 'Beauty & Personal Care', '美妆个护'],
  ['1801', 'ดูแลผิวหน้า', 'Skincare', '护肤'],
  ['180101', 'คลีนซิ่งและโฟมล้างหน้า', 'Cleansers', '洁面'],
  ['180102', 'มอยส์เจอไรเซอร์', 'Moisturisers', '面霜与乳液'],
  ['180103', 'เซรั่ม', 'Serums', '精华'],
  ['180104', 'ครีมกันแดด', 'Sunscreen', '防晒'],
  ['180105', 'มาสก์หน้า', 'Face Masks', '面膜'],
  ['1802', 'เครื่องสำอาง', 'Makeup', '彩妆'],
  ['180201', 'ลิปสติก', 'Lipstick', '口红'],
  ['180202', 'รองพื้นและคุชชั่น', 'Foundation & Cushion', '粉底与气垫'],
  ['180203', 'แป้งพัฟและแป้งฝุ่น', 'Face Powder', '散粉与粉饼'],
  ['180204', 'เมคอัพตา', 'Eye Makeup', '眼妆'],
  ['180205', 'อุปกรณ์แต่งหน้า', 'Makeup Tools', '化妆工具'],
  ['1803', 'ดูแลเส้นผม', 'Hair Care', '护发'],
  ['180301', 'แชมพู', 'Shampoo', '洗发水'],
  ['180302', 'ครีมนวดผม', 'Conditioner', '护发素'],
  ['180303', 'อุปกรณ์จัดแต่งทรงผม', 'Hair Styling Tools', '美发工具'],
  ['1804', 'ดูแลผิวกาย', 'Bath & Body', '身体护理'],
  ['180401', 'โลชั่นทาผิว', 'Body Lotion', '身体乳'],
  ['180402', 'สบู่และครีมอาบน้ำ', 'Soap & Shower Gel', '香皂与沐浴露'],
  ['180403', 'ผลิตภัณฑ์ระงับกลิ่นกาย', 'Deodorant', '止汗露'],
  ['1805', 'น้ำหอม', 'Fragrance', '香水'],
  ['180501', 'น้ำหอมผู้หญิง', "Women's Perfume", '女士香水'],
  ['180502', 'น้ำหอมผู้ชาย', "Men's Perfume", '男士香水'],

  ['19', 'สุขภาพ', 'Health', '医疗保健'],
  ['1901', 'อาหารเสริม', 'Supplements', '营养保健品'],
  ['190101', 'วิตามิน', 'Vitamins', '维生素'],
  ['190102', 'คอลลาเจน', 'Collagen', '胶原蛋白'],
  ['190103', 'สมุนไพรไทย', 'Thai Herbal Products', '泰国草本产品'],
  ['1902', 'อุปกรณ์การแพทย์', 'Medical Supplies', '医疗用品'],
  ['190201', 'เครื่องวัดความดัน', 'Blood Pressure Monitors', '血压计'],
  ['190202', 'เทอร์โมมิเตอร์', 'Thermometers', '体温计'],
  ['190203', 'หน้ากากอนามัย', 'Surgical Masks', '医用口罩'],
  ['190204', 'อุปกรณ์ปฐมพยาบาล', 'First Aid', '急救用品'],

  ['20', 'แม่และเด็ก', 'Mother & Baby', '母婴'],
  ['2001', 'ผ้าอ้อมและทิชชู่เปียก', 'Diapers & Wipes', '纸尿裤与湿巾'],
  ['200101', 'ผ้าอ้อมสำเร็จรูป', 'Diapers', '纸尿裤'],
  ['200102', 'ทิชชู่เปียก', 'Baby Wipes', '婴儿湿巾'],
  ['2002', 'อาหารและอุปกรณ์ให้นม', 'Feeding', '喂养'],
  ['200201', 'นมผง', 'Formula Milk', '奶粉'],
  ['200202', 'ขวดนมและจุกนม', 'Bottles & Teats', '奶瓶与奶嘴'],
  ['200203', 'อาหารเด็ก', 'Baby Food', '婴儿辅食'],
  ['2003', 'เสื้อผ้าเด็ก', "Baby & Kids' Clothing", '童装'],
  ['200301', 'ชุดเด็กอ่อน', 'Baby Clothing', '婴儿服'],
  ['200302', 'เสื้อผ้าเด็กโต', "Kids' Clothing", '儿童服装'],
  ['200303', 'รองเท้าเด็ก', "Kids' Shoes", '童鞋'],
  ['2004', 'อุปกรณ์เด็ก', 'Baby Gear', '婴儿出行'],
  ['200401', 'รถเข็นเด็ก', 'Strollers', '婴儿推车'],
  ['200402', 'คาร์ซีท', 'Car Seats', '安全座椅'],
  ['200403', 'เป้อุ้มเด็ก', 'Baby Carriers', '婴儿背带'],
  ['2005', 'ของเล่น', 'Toys', '玩具'],
  ['200501', 'ของเล่นเสริมพัฒนาการ', 'Educational Toys', '益智玩具'],
  ['200502', 'ตุ๊กตา', 'Dolls & Plush', '玩偶与毛绒玩具'],
  ['200503', 'ตัวต่อ', 'Building Blocks', '积木'],
  ['200504', 'รถบังคับ', 'Remote Control Toys', '遥控玩具'],
  ['2006', 'คุณแม่', 'Maternity', '孕产'],
  ['200601', 'ชุดคลุมท้อง', 'Maternity Wear', '孕妇装'],
  ['200602', 'เครื่องปั๊มนม', 'Breast Pumps', '吸奶器'],

  ['21', 'อาหารและเครื่องดื่ม', 'Food & Beverages', '食品饮料'],
  ['2101', 'ขนมขบเคี้ยว', 'Snacks', '零食'],
  ['210101', 'มันฝรั่งทอดกรอบ', 'Chips & Crisps', '薯片'],
  ['210102', 'สาหร่ายทะเลอบกรอบ', 'Seaweed Snacks', '海苔零食'],
  ['210103', 'ผลไม้อบแห้ง', 'Dried Fruit', '果干'],
  ['210104', 'ขนมไทย', 'Thai Desserts', '泰式甜点'],
  ['210105', 'คุกกี้และบิสกิต', 'Cookies & Biscuits', '饼干'],
  ['2102', 'เครื่องดื่ม', 'Beverages', '饮料'],
  ['210201', 'กาแฟ', 'Coffee', '咖啡'],
  ['210202', 'ชา', 'Tea', '茶'],
  ['210203', 'นมและนมถั่วเหลือง', 'Milk & Soy Milk', '牛奶与豆奶'],
  ['210204', 'น้ำผลไม้', 'Juice', '果汁'],
  ['210205', 'น้ำดื่ม', 'Drinking Water', '饮用水'],
  ['2103', 'อาหารสำเร็จรูป', 'Instant Food', '方便食品'],
  ['210301', 'บะหมี่กึ่งสำเร็จรูป', 'Instant Noodles', '方便面'],
  ['210302', 'อาหารกระป๋อง', 'Canned Food', '罐头食品'],
  ['210303', 'โจ๊กกึ่งสำเร็จรูป', 'Instant Rice Porridge', '速食粥'],
  ['2104', 'เครื่องปรุงและวัตถุดิบ', 'Cooking Essentials', '调味品与食材'],
  ['210401', 'ข้าวสาร', 'Rice', '大米'],
  ['210402', 'น้ำมันพืช', 'Cooking Oil', '食用油'],
  ['210403', 'น้ำปลาและซอส', 'Fish Sauce & Sauces', '鱼露与酱料'],
  ['210404', 'น้ำพริก', 'Chili Paste', '辣椒酱'],
  ['210405', 'เครื่องเทศและสมุนไพร', 'Herbs & Spices', '香料'],

  ['22', 'สัตว์เลี้ยง', 'Pets', '宠物用品'],
  ['2201', 'สุนัข', 'Dogs', '狗狗用品'],
  ['220101', 'อาหารสุนัข', 'Dog Food', '狗粮'],
  ['220102', 'ขนมสุนัข', 'Dog Treats', '狗零食'],
  ['220103', 'ของเล่นและอุปกรณ์สุนัข', 'Dog Toys & Accessories', '狗玩具与配件'],
  ['2202', 'แมว', 'Cats', '猫咪用品'],
  ['220201', 'อาหารแมว', 'Cat Food', '猫粮'],
  ['220202', 'ทรายแมว', 'Cat Litter', '猫砂'],
  ['220203', 'ของเล่นและคอนโดแมว', 'Cat Toys & Trees', '猫玩具与猫爬架'],
  ['2203', 'สัตว์เลี้ยงอื่น ๆ', 'Other Pets', '其他宠物'],
  ['220301', 'ปลาและตู้ปลา', 'Fish & Aquariums', '观赏鱼与鱼缸'],
  ['220302', 'นกและสัตว์เล็ก', 'Birds & Small Animals', '鸟类与小宠'],

  ['23', 'กีฬาและกิจกรรมกลางแจ้ง', 'Sports & Outdoors', '运动户外'],
  ['2301', 'เสื้อผ้าและรองเท้ากีฬา', 'Sportswear', '运动服饰'],
  ['230101', 'รองเท้าวิ่ง', 'Running Shoes', '跑鞋'],
  ['230102', 'เสื้อผ้ากีฬา', 'Sports Apparel', '运动服'],
  ['230103', 'ชุดและกางเกงมวยไทย', 'Muay Thai Wear', '泰拳服装'],
  ['2302', 'ฟิตเนส', 'Fitness', '健身'],
  ['230201', 'เสื่อโยคะ', 'Yoga Mats', '瑜伽垫'],
  ['230202', 'ดัมเบลและเวท', 'Dumbbells & Weights', '哑铃与负重'],
  ['230203', 'ลู่วิ่งและจักรยานออกกำลังกาย', 'Treadmills & Exercise Bikes', '跑步机与健身车'],
  ['2303', 'แคมป์ปิ้งและเดินป่า', 'Camping & Hiking', '露营徒步'],
  ['230301', 'เต็นท์', 'Tents', '帐篷'],
  ['230302', 'ถุงนอน', 'Sleeping Bags', '睡袋'],
  ['230303', 'อุปกรณ์ตกปลา', 'Fishing', '钓鱼用品'],
  ['2304', 'จักรยาน', 'Cycling', '骑行'],
  ['230401', 'รถจักรยาน', 'Bicycles', '自行车'],
  ['230402', 'อุปกรณ์จักรยาน', 'Cycling Accessories', '骑行配件'],
  ['2305', 'กีฬาประเภทแร็กเก็ตและลูกบอล', 'Racket & Ball Sports', '球类运动'],
  ['230501', 'แบดมินตัน', 'Badminton', '羽毛球'],
  ['230502', 'ฟุตบอล', 'Football', '足球'],
  ['230503', 'เทนนิสและปิงปอง', 'Tennis & Table Tennis', '网球与乒乓球'],

  ['24', 'ยานยนต์', 'Automotive', '汽车用品'],
  ['2401', 'อุปกรณ์เสริมรถยนต์', 'Car Accessories', '汽车配件'],
  ['240101', 'กล้องติดรถยนต์', 'Dash Cams', '行车记录仪'],
  ['240102', 'ที่วางโทรศัพท์ในรถ', 'Car Phone Holders', '车载手机支架'],
  ['240103', 'หุ้มเบาะและพรมรถยนต์', 'Seat Covers & Mats', '座套与脚垫'],
  ['2402', 'ดูแลรถยนต์', 'Car Care', '汽车养护'],
  ['240201', 'น้ำยาล้างรถ', 'Car Wash', '洗车液'],
  ['240202', 'แว็กซ์และน้ำยาเคลือบสี', 'Wax & Polish', '车蜡与镀膜'],
  ['240203', 'น้ำมันเครื่อง', 'Engine Oil', '机油'],
  ['2403', 'ยางและอะไหล่', 'Tyres & Parts', '轮胎与配件'],
  ['240301', 'ยางรถยนต์', 'Car Tyres', '汽车轮胎'],
  ['240302', 'แบตเตอรี่รถยนต์', 'Car Batteries', '汽车电瓶'],
  ['240303', 'ใบปัดน้ำฝน', 'Wiper Blades', '雨刮'],

  ['25', 'มอเตอร์ไซค์', 'Motorcycles', '摩托车用品'],
  ['2501', 'อุปกรณ์ผู้ขับขี่', 'Rider Gear', '骑手装备'],
  ['250101', 'หมวกกันน็อก', 'Helmets', '头盔'],
  ['250102', 'เสื้อและถุงมือขับขี่', 'Riding Jackets & Gloves', '骑行夹克与手套'],
  ['2502', 'อะไหล่และอุปกรณ์มอเตอร์ไซค์', 'Motorcycle Parts', '摩托车配件'],
  ['250201', 'ยางมอเตอร์ไซค์', 'Motorcycle Tyres', '摩托车轮胎'],
  ['250202', 'น้ำมันเครื่องมอเตอร์ไซค์', 'Motorcycle Oil', '摩托车机油'],
  ['250203', 'ไฟและอุปกรณ์แต่ง', 'Lights & Accessories', '车灯与改装配件'],

  ['26', 'หนังสือและเครื่องเขียน', 'Books & Stationery', '图书文具'],
  ['2601', 'หนังสือ', 'Books', '图书'],
  ['260101', 'นวนิยาย', 'Fiction', '小说'],
  ['260102', 'หนังสือเด็ก', "Children's Books", '童书'],
  ['260103', 'หนังสือเรียนและคู่มือสอบ', 'Textbooks & Exam Guides', '教材与考试用书'],
  ['260104', 'การ์ตูนและมังงะ', 'Comics & Manga', '漫画'],
  ['2602', 'เครื่องเขียน', 'Stationery', '文具'],
  ['260201', 'ปากกาและดินสอ', 'Pens & Pencils', '笔'],
  ['260202', 'สมุดและกระดาษ', 'Notebooks & Paper', '本子与纸张'],
  ['260203', 'อุปกรณ์ศิลปะ', 'Art Supplies', '美术用品'],
  ['260204', 'อุปกรณ์สำนักงาน', 'Office Supplies', '办公用品'],
];

const parentOf = (id: string) => (id.length > 2 ? id.slice(0, -2) : null);

/** The list as rows of the categories table. */
export function categoryRows(): (typeof categories.$inferInsert)[] {
  const parents = new Set(CATEGORIES.map(([id]) => parentOf(id)));
  const sortInParent = new Map<string | null, number>();
  return CATEGORIES.map(([id, nameTh, nameEn, nameZh]) => {
    const parentId = parentOf(id);
    const sort = sortInParent.get(parentId) ?? 0;
    sortInParent.set(parentId, sort + 1);
    return { id, parentId, level: id.length / 2, nameTh, nameEn, nameZh, isLeaf: !parents.has(id), sort };
  });
}

/** Brands merchants on a Thai marketplace sell most: id, name as registered, Thai name. */
export const BRANDS: [id: number, name: string, localName: string][] = [
  [1001, 'Samsung', 'ซัมซุง'],
  [1002, 'Apple', 'แอปเปิล'],
  [1003, 'Xiaomi', 'เสียวหมี่'],
  [1004, 'OPPO', 'ออปโป้'],
  [1005, 'vivo', 'วีโว่'],
  [1006, 'Huawei', 'หัวเว่ย'],
  [1007, 'Sony', 'โซนี่'],
  [1008, 'LG', 'แอลจี'],
  [1009, 'Philips', 'ฟิลิปส์'],
  [1010, 'Panasonic', 'พานาโซนิค'],
  [1011, 'Sharp', 'ชาร์ป'],
  [1012, 'Hatari', 'ฮาตาริ'],
  [1013, 'Lenovo', 'เลอโนโว'],
  [1014, 'Logitech', 'โลจิเทค'],
  [1015, 'Anker', 'แองเคอร์'],
  [1016, 'Nike', 'ไนกี้'],
  [1017, 'Adidas', 'อาดิดาส'],
  [1018, 'Uniqlo', 'ยูนิโคล่'],
  [1019, 'Converse', 'คอนเวิร์ส'],
  [1020, 'Crocs', 'ครอคส์'],
  [1021, 'Jaspal', 'แจสพัล'],
  [1022, 'Greyhound', 'เกรฮาวด์'],
  [1023, 'Naraya', 'นารายา'],
  [1024, 'Mistine', 'มิสทิน'],
  [1025, 'Srichand', 'ศรีจันทร์'],
  [1026, 'Oriental Princess', 'โอเรียนทอล พริ้นเซส'],
  [1027, 'Snail White', 'สเนลไวท์'],
  [1028, "L'Oréal Paris", 'ลอรีอัล ปารีส'],
  [1029, 'Nivea', 'นีเวีย'],
  [1030, 'Maybelline', 'เมย์เบลลีน'],
  [1031, 'Mama', 'มาม่า'],
  [1032, 'Tao Kae Noi', 'เถ้าแก่น้อย'],
  [1033, 'Lactasoy', 'แลคตาซอย'],
  [1034, 'Dutch Mill', 'ดัชมิลล์'],
  [1035, 'Pigeon', 'พีเจ้น'],
  [1036, 'BabyLove', 'เบบี้เลิฟ'],
  [1037, 'Lock&Lock', 'ล็อคแอนด์ล็อค'],
  [1038, 'Tefal', 'ทีฟาล์ว'],
  [1039, 'Shell', 'เชลล์'],
  [1040, 'Michelin', 'มิชลิน'],
  [1041, 'Yonex', 'โยเน็กซ์'],
  [1042, 'Giant', 'ไจแอนท์'],
  [1043, 'Pedigree', 'เพดดิกรี'],
  [1044, 'Whiskas', 'วิสกัส'],
  [1045, 'Jim Thompson', 'จิม ทอมป์สัน'],
  [1046, 'Nanmeebooks', 'นานมีบุ๊คส์'],
];

function brandRows(): (typeof brands.$inferInsert)[] {
  const rows = BRANDS.map(([id, name, localName]) => ({
    id,
    name,
    localName,
    nameKey: brandKey(name),
    localKey: brandKey(localName),
  }));
  // "No brand" keeps its English name as the registered one; screens show NO_BRAND_NAME.
  const noBrand = NO_BRAND_NAME['en-US'];
  return [{ id: Number(NO_BRAND_ID), name: noBrand, localName: '', nameKey: brandKey(noBrand), localKey: '' }, ...rows];
}

/** Categories and brands; safe to run at every start (updates names, keeps ids). */
export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(categoryRows())
    .onConflictDoUpdate({
      target: categories.id,
      set: {
        parentId: sql`excluded.parent_id`,
        level: sql`excluded.level`,
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        isLeaf: sql`excluded.is_leaf`,
        sort: sql`excluded.sort`,
      },
    });
  await db
    .insert(brands)
    .values(brandRows())
    .onConflictDoUpdate({
      target: brands.id,
      set: {
        name: sql`excluded.name`,
        localName: sql`excluded.local_name`,
        nameKey: sql`excluded.name_key`,
        localKey: sql`excluded.local_key`,
      },
    });
}

const DAY_MS = 24 * 3600 * 1000;
const HERB = 'Baan Suan Herb';

/**
 * A demo shop's brand applications in every state: authorized (one ending soon), pending,
 * rejected with the platform's reason, and expired. For the demo seed (seed/demo.ts); does
 * nothing for a shop that has applications already.
 */
export async function seedDemoBrands(db: Db, shopId: string, now: Date): Promise<void> {
  const shop = new ShopScope(db, shopId);
  if ((await shop.count(brandApplications)) > 0) return;
  const day = (at: Date, days: number) => addDays(thaiToday(at), days);
  const apply = async (at: Date, input: Parameters<typeof applyForBrand>[1]) =>
    (await applyForBrand(shop, input, at, 'th-TH')).applicationId;

  const hatari = await apply(now, {
    brandId: '1012',
    trademarkNo: '171104521',
    registrationStart: day(now, -2000),
    registrationEnd: day(now, 1650),
    authStart: day(now, -60),
    authEnd: day(now, 700),
    documentUrls: await demoBrandDocuments('Hatari', 210),
  });
  await decideBrandApplication(db, hatari, 'approve', '', now);
  const mistine = await apply(now, {
    brandId: '1024',
    trademarkNo: '181100736',
    registrationStart: day(now, -1500),
    registrationEnd: day(now, 2100),
    authStart: day(now, -340),
    authEnd: day(now, 20),
    documentUrls: await demoBrandDocuments('Mistine', 330),
  });
  await decideBrandApplication(db, mistine, 'approve', '', now);
  await apply(now, {
    brandId: '1025',
    trademarkNo: '191102288',
    registrationStart: day(now, -900),
    registrationEnd: day(now, 2700),
    authStart: day(now, 0),
    authEnd: day(now, 730),
    documentUrls: await demoBrandDocuments('Srichand', 40),
  });
  // A brand new to the platform, unless an earlier approval made it a platform brand.
  const [herbBrand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.nameKey, brandKey(HERB)));
  const herb = await apply(now, {
    ...(herbBrand ? { brandId: String(herbBrand.id) } : { brandName: HERB }),
    trademarkNo: '201100415',
    registrationStart: day(now, -400),
    registrationEnd: day(now, 3250),
    authStart: day(now, -30),
    authEnd: day(now, 1000),
    documentUrls: await demoBrandDocuments('Baan Suan Herb', 120),
  });
  await decideBrandApplication(
    db,
    herb,
    'reject',
    'ภาพหนังสือจดทะเบียนเครื่องหมายการค้าไม่ชัดเจน กรุณาอัปโหลดภาพที่อ่านได้ทั้งหน้า',
    now,
  );
  // Applied for and approved a year and a half ago, ended half a year ago.
  const then = new Date(now.getTime() - 540 * DAY_MS);
  const jaspal = await apply(then, {
    brandId: '1021',
    trademarkNo: '161100952',
    registrationStart: day(then, -1200),
    registrationEnd: day(then, 2400),
    authStart: day(then, 0),
    authEnd: day(then, 360),
    documentUrls: await demoBrandDocuments('Jaspal', 0),
  });
  await decideBrandApplication(db, jaspal, 'approve', '', then);
}
