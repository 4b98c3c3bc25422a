import { seckillAdd, seckillCancel, seckillInquiry, seckillList, seckillSlotList } from '@sc/contract/calls/seckill.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type SeckillProgramme = CallResponse<typeof seckillSlotList>;
export type SeckillSlot = SeckillProgramme['slots'][number];
export type SeckillReg = CallResponse<typeof seckillList>['list'][number];

/** Registrations shown on one page of the programme screen (a programme's slots are few). */
export const REGS_PAGE_SIZE = 100;

/** The programme with its slots; 'latest' is the newest published. */
export function useSeckillProgramme(modeId: string) {
  return useCall(seckillSlotList, { modeId }, { retry: false });
}

/** The shop's registrations in a programme, by slot. */
export function useSeckillRegs(modeId: string) {
  return useCall(seckillList, { modeId, page: { pageNum: 1, pageSize: REGS_PAGE_SIZE } }, { retry: false });
}

/** Every change refreshes the slots and the registrations. */
export function useSeckillActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [seckillSlotList, seckillList, seckillInquiry]);
  return {
    add: useMutation({ mutationFn: (input: CallRequest<typeof seckillAdd>) => api(seckillAdd, input), onSettled }),
    cancel: useMutation({
      mutationFn: (registrationId: string) => api(seckillCancel, { registrationId }),
      onSettled,
    }),
  };
}
