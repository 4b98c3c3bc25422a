import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';

// Reference data the forms read: the Thai address linkage (province, district,
// sub-district with postcode).

export const areaEntry = z.object({
  code: z.string(),
  /** The name in the request's language (Thai, or the romanised name otherwise). */
  name: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  postalCode: z.string().optional(),
});

export const areaLinkageInquiry = defineCall({
  readOnly: true,
  path: '/oms/ba/area/linkage/inquiry',
  func: FUNC.home,
  withoutShop: true,
  summary:
    'Thai provinces (no parent), the districts of a province (its 2-digit code) or the sub-districts of a district (its 4-digit code, each with its postcode); or the sub-districts of a postcode.',
  example: { parentCode: '10' },
  request: z
    .object({
      parentCode: z
        .string()
        .regex(/^(\d{2}|\d{4})$/)
        .max(4)
        .optional(),
      postalCode: z
        .string()
        .regex(/^\d{5}$/)
        .max(5)
        .optional(),
    })
    .refine((v) => !(v.parentCode && v.postalCode), { message: 'oneOfParentOrPostcode' }),
  response: z.object({
    level: z.enum(['province', 'district', 'subDistrict']),
    list: z.array(areaEntry.extend({ parentCodes: z.array(z.string()).optional() })),
  }),
});

export const referenceCalls = [areaLinkageInquiry];
