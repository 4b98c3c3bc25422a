import type { z } from 'zod';
import type { FuncId } from './func-codes.ts';

/**
 * Who may make a call:
 * - session: a logged-in merchant user (the default);
 * - public: anyone, before login (login, register, codes);
 * - operator: a platform operator of the marketplace simulator, never a merchant.
 */
export type CallAuth = 'session' | 'public' | 'operator';

/** Kinds of shop-owned objects a payload can name; the catalogue tests make one per kind. */
export type IdKind =
  | 'member'
  | 'shop'
  | 'address'
  | 'product'
  | 'sku'
  | 'media'
  | 'download'
  | 'review'
  | 'violation'
  | 'brandApply'
  | 'importBatch'
  | 'order'
  | 'orderAppeal'
  | 'addressChange'
  | 'freightTemplate'
  | 'pickupCode'
  | 'shipment'
  | 'bulkShipBatch'
  | 'afterSale'
  | 'coupon'
  | 'activity'
  | 'fullscale'
  | 'purchaseLimit'
  | 'cashback'
  | 'addon'
  | 'bundle'
  | 'gift'
  | 'plusoffer'
  | 'seckill'
  | 'deposit'
  | 'adPlan'
  | 'brandAd'
  | 'bill'
  | 'receivingAccount';

/**
 * A call whose body is multipart/form-data carrying one file (uploads). The envelope reads the
 * text fields (a `sessionContext` field holds the context as JSON) and the file, then checks
 * session, permission, `$` and the call's `request` as for any call; `request` names the file
 * field with a schema of its own (calls/media.ts `uploadedFile`).
 */
export interface MultipartSpec {
  /** The form field that holds the file. */
  fileField: string;
  /** The largest file the call takes, in bytes; a larger one is cut off and reported too big. */
  maxBytes: number;
  /** A smaller limit chosen by the text fields sent before the file (an upload's usage). */
  limitFor?: (fields: Readonly<Record<string, unknown>>) => number | undefined;
}

export interface CallSpec<Req extends z.ZodObject, Res extends z.ZodObject> {
  path: `/${string}`;
  serviceCode?: string;
  func: FuncId;
  /**
   * Other function codes that also open the call (any one of `func` and these is enough): a call
   * shared by several tools' screens, e.g. the promotions' product picker, opens for a sub-account
   * holding any of those tools' codes.
   */
  alsoFuncs?: readonly FuncId[];
  summary: string;
  request: Req;
  response: Res;
  auth?: CallAuth;
  /** Only the main account (acctType 1) may make it. */
  mainAccountOnly?: boolean;
  /** Works for a logged-in user who has no shop yet (store entry, shop choice). */
  withoutShop?: boolean;
  /**
   * Payload fields that name objects of a shop; another shop's ids must not be found. A field
   * whose example is a list gets a list of one foreign id; `list[].field` names a field of
   * each entry of a list.
   */
  ids?: Partial<Record<(keyof z.input<Req> & string) | `${string}[].${string}`, IdKind>>;
  /** Only reads: the server runs it without a transaction (a BEGIN and COMMIT fewer). */
  readOnly?: boolean;
  /**
   * Slow work outside the database (reading an upload, fetching a link): the handler runs
   * without a transaction so it never holds a pooled connection while it waits; each write commits
   * by itself.
   */
  outsideTransaction?: boolean;
  /** The body is multipart/form-data with one file; see MultipartSpec. */
  multipart?: MultipartSpec;
  /** A valid request, shown in the OpenAPI document; required where `ids` are named. */
  example?: z.input<Req>;
}

export interface Call<Req extends z.ZodObject = z.ZodObject, Res extends z.ZodObject = z.ZodObject>
  extends Readonly<Required<Omit<CallSpec<Req, Res>, 'serviceCode' | 'ids' | 'example' | 'multipart' | 'alsoFuncs'>>> {
  /** `func` and every code of `alsoFuncs`: holding any one opens the call. */
  readonly funcs: readonly FuncId[];
  readonly serviceCode: string | undefined;
  readonly multipart: MultipartSpec | undefined;
  readonly example: z.input<Req> | undefined;
  readonly ids: Readonly<Record<string, IdKind>>;
}

export type CallRequest<C extends Call> = z.input<C['request']>;
export type CallPayload<C extends Call> = z.output<C['request']>;
export type CallResponse<C extends Call> = z.output<C['response']>;

export function defineCall<Req extends z.ZodObject, Res extends z.ZodObject>(spec: CallSpec<Req, Res>): Call<Req, Res> {
  return Object.freeze({
    auth: 'session',
    mainAccountOnly: false,
    withoutShop: false,
    readOnly: false,
    outsideTransaction: false,
    ...spec,
    funcs: [spec.func, ...(spec.alsoFuncs ?? []).filter((f) => f !== spec.func)],
    serviceCode: spec.serviceCode,
    multipart: spec.multipart,
    example: spec.example,
    ids: (spec.ids ?? {}) as Record<string, IdKind>,
  });
}
