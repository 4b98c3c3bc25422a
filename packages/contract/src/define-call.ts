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
export type IdKind = 'member' | 'shop' | 'address';

export interface CallSpec<Req extends z.ZodObject, Res extends z.ZodObject> {
  path: `/${string}`;
  serviceCode?: string;
  func: FuncId;
  summary: string;
  request: Req;
  response: Res;
  auth?: CallAuth;
  /** Only the main account (acctType 1) may make it (spec section 6). */
  mainAccountOnly?: boolean;
  /** Works for a logged-in user who has no shop yet (store entry, shop choice). */
  withoutShop?: boolean;
  /** Payload fields that name objects of a shop; another shop's ids must not be found. */
  ids?: Partial<Record<keyof z.input<Req> & string, IdKind>>;
  /** Also answered as GET with the payload in the query (the configuration report). */
  alsoGet?: boolean;
  /** Only reads: the server runs it without a transaction (a BEGIN and COMMIT fewer). */
  readOnly?: boolean;
  /** A valid request, shown in the OpenAPI document; required where `ids` are named. */
  example?: z.input<Req>;
}

export interface Call<Req extends z.ZodObject = z.ZodObject, Res extends z.ZodObject = z.ZodObject>
  extends Readonly<Required<Omit<CallSpec<Req, Res>, 'serviceCode' | 'ids' | 'example'>>> {
  readonly serviceCode: string | undefined;
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
    alsoGet: false,
    readOnly: false,
    ...spec,
    serviceCode: spec.serviceCode,
    example: spec.example,
    ids: (spec.ids ?? {}) as Record<string, IdKind>,
  });
}
