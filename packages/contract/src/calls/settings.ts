import { z } from 'zod';
import { empty, id, isoTime, yn } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { DECIMAL_TEXT_MAX } from '../limits.ts';
import { zPhone } from '../validators/zod.ts';

// Store settings the setup gate sends a new shop to: return addresses (/setting/returnaddress) and
// the customer-service setup (/setting/storesetup).

/** Return addresses a shop may keep. */
export const MAX_RETURN_ADDRESSES = 20;

const geoCode = (digits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{${digits}}$`))
    .max(digits);

export const returnAddressInput = z.object({
  name: z.string().trim().min(1).max(40),
  contact: z.string().trim().min(1).max(40),
  phone: zPhone,
  /** The sub-district's geocode (6 digits); province and district follow from it. */
  subDistrictCode: geoCode(6),
  zipCode: z
    .string()
    .regex(/^\d{5}$/)
    .max(5),
  detail: z.string().trim().min(1).max(200),
  longitude: z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/)
    .max(DECIMAL_TEXT_MAX)
    .refine((v) => Math.abs(Number(v)) <= 180)
    .or(z.literal(''))
    .default(''),
  latitude: z
    .string()
    .regex(/^-?\d{1,2}(\.\d{1,8})?$/)
    .max(DECIMAL_TEXT_MAX)
    .refine((v) => Math.abs(Number(v)) <= 90)
    .or(z.literal(''))
    .default(''),
  isDefault: yn.default('n'),
});

export const returnAddress = z.object({
  addressId: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  provinceCode: z.string(),
  province: z.string(),
  districtCode: z.string(),
  district: z.string(),
  subDistrictCode: z.string(),
  subDistrict: z.string(),
  detail: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  isDefault: yn,
  createdAt: isoTime,
});

const exampleAddress = {
  name: 'คลังสินค้าหลัก',
  contact: 'สมชาย ใจดี',
  phone: '0812345678',
  subDistrictCode: '103005',
  zipCode: '10900',
  detail: '99/1 ถนนพหลโยธิน',
};

export const addressListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/merchant/address/list/inquiry',
  func: FUNC.returnAddresses,
  summary: 'The return addresses of the shop, the default first; names in the request’s language.',
  request: empty,
  response: z.object({ list: z.array(returnAddress) }),
});

export const addressAdd = defineCall({
  path: '/oms/shop/merchant/address/add',
  func: FUNC.returnAddresses,
  summary: 'Add a return address; the first one, or one marked default, becomes the default.',
  example: exampleAddress,
  request: returnAddressInput,
  response: z.object({ addressId: z.string() }),
});

export const addressModify = defineCall({
  path: '/oms/shop/merchant/address/modify',
  func: FUNC.returnAddresses,
  summary: 'Change a return address.',
  ids: { addressId: 'address' },
  example: { addressId: '0123456789abcdef0123456789abcdef', ...exampleAddress },
  request: returnAddressInput.extend({ addressId: id }),
  response: empty,
});

export const addressDelete = defineCall({
  path: '/oms/shop/merchant/address/delete',
  func: FUNC.returnAddresses,
  summary: 'Delete a return address; deleting the default makes the newest other one the default.',
  ids: { addressId: 'address' },
  example: { addressId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ addressId: id }),
  response: empty,
});

export const addressSetDefault = defineCall({
  path: '/oms/shop/merchant/address/default',
  func: FUNC.returnAddresses,
  summary: 'Make a return address the default one.',
  ids: { addressId: 'address' },
  example: { addressId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ addressId: id }),
  response: empty,
});

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .max(5);

export const storeServiceConfig = z.object({
  /** The shop answers its own buyers (customerType y). */
  customerServiceEnabled: yn,
  serviceStart: hhmm,
  serviceEnd: hhmm,
  servicePhone: z.string(),
  welcomeText: z.string().max(500),
  /** Service commitments (the "rights" of the setup gate). */
  returnDays: z.union([z.literal(7), z.literal(15)]),
  shipWithinDays: z.number().int().min(1).max(3),
  rightsSet: yn,
  updatedAt: isoTime.nullable(),
});

export const storeConfigInquiry = defineCall({
  readOnly: true,
  path: '/oms/store/config/inquiry',
  func: FUNC.storeSetup,
  summary: 'The customer-service setup and service commitments of the shop.',
  request: empty,
  response: storeServiceConfig,
});

export const storeConfigMaintain = defineCall({
  path: '/oms/store/config/maintain',
  func: FUNC.storeSetup,
  summary: 'Save the customer-service setup; saving the service commitments sets the rights.',
  example: {
    customerServiceEnabled: 'y',
    serviceStart: '09:00',
    serviceEnd: '18:00',
    servicePhone: '0812345678',
    welcomeText: 'สวัสดีค่ะ ยินดีให้บริการ',
    returnDays: 7,
    shipWithinDays: 2,
  },
  request: z
    .object({
      customerServiceEnabled: yn,
      serviceStart: hhmm,
      serviceEnd: hhmm,
      servicePhone: zPhone.or(z.literal('')).default(''),
      welcomeText: z.string().trim().max(500).default(''),
      returnDays: z.union([z.literal(7), z.literal(15)]),
      shipWithinDays: z.number().int().min(1).max(3),
    })
    .refine((v) => v.serviceStart < v.serviceEnd, { path: ['serviceEnd'], message: 'serviceEndBeforeStart' }),
  response: storeServiceConfig,
});

export const settingsCalls = [
  addressListInquiry,
  addressAdd,
  addressModify,
  addressDelete,
  addressSetDefault,
  storeConfigInquiry,
  storeConfigMaintain,
];
