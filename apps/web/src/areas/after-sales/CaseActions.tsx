import { AFTER_SALE_PROOF_MAX, AFTER_SALE_PROOF_TOTAL_MAX, AFTER_SALE_RESHIP_DAYS } from '@sc/contract/after-sales.ts';
import { afterSaleAudit, afterSaleProof, afterSaleReport } from '@sc/contract/calls/after-sales.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import { normaliseWaybill } from '@sc/contract/orders.ts';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { agreedRefund, caseUnits } from './case-labels.ts';
import { type CaseDetail, useRefreshCases } from './case-queries.ts';
import { EvidenceModal, type EvidenceValues } from './EvidenceModal.tsx';
import { RejectModal, type RejectValues } from './RejectModal.tsx';
import { ReshipModal, type ReshipValues } from './ReshipModal.tsx';
import { ReturnAddressModal } from './ReturnAddressModal.tsx';

type Audit = Omit<CallRequest<typeof afterSaleAudit>, 'caseId'>;
type Dialog = 'reject' | 'agree_return' | 'reship' | 'proof' | 'report';

/**
 * The shop's moves on a case, only those the server offers now (`actions`). Agreeing and
 * confirming receipt ask first; the others open their form. After a move the case and the list
 * are loaded again. A refusal is shown by the api client and the form stays open.
 */
export function CaseActions({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  const { message, modal } = App.useApp();
  const refresh = useRefreshCases();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const can = (a: CaseDetail['actions'][number]) => c.actions.includes(a);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      void message.success(done);
      setDialog(null);
      await refresh(c.caseId);
    } catch {
      // The api client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const audit = (body: Audit, done: string) => run(() => api(afterSaleAudit, { caseId: c.caseId, ...body }), done);

  const amount = formatBaht(agreedRefund(c));
  const confirmAgree = () =>
    modal.confirm({
      title: t('action.agreeTitle', { amount }),
      content: t('action.agreeText', { amount }),
      okText: t('action.agree'),
      cancelText: t('common:cancel'),
      onOk: () => audit({ action: 'agree', note: '' }, t('action.agreeDone')),
    });
  const confirmReceipt = () =>
    modal.confirm({
      title: t('action.confirmReceiptTitle'),
      content:
        c.type === 'exchange'
          ? t('action.confirmReceiptExchange', { count: caseUnits(c.lines), days: AFTER_SALE_RESHIP_DAYS })
          : t('action.confirmReceiptRefund', { count: caseUnits(c.lines), amount }),
      okText: t('action.confirmReceipt'),
      cancelText: t('common:cancel'),
      onOk: () => audit({ action: 'confirm_receipt', note: '' }, t('action.confirmReceiptDone')),
    });

  const merchantImages = c.evidence.filter((e) => e.side === 'merchant').reduce((n, e) => n + e.urls.length, 0);
  const proofRoom = Math.max(0, Math.min(AFTER_SALE_PROOF_MAX, AFTER_SALE_PROOF_TOTAL_MAX - merchantImages));

  const submitReject = (v: RejectValues) =>
    void audit({ action: 'reject', rejectReason: v.rejectReason, note: v.note.trim() }, t('action.rejectDone'));
  const submitReturn = (addressId: string | undefined) =>
    void audit({ action: 'agree_return', ...(addressId ? { addressId } : {}), note: '' }, t('action.agreeReturnDone'));
  const submitReship = (v: ReshipValues) =>
    void audit(
      { action: 'reship', carrierCode: v.carrierCode, waybillNo: normaliseWaybill(v.waybillNo), note: '' },
      t('action.reshipDone'),
    );
  const submitEvidence = (v: EvidenceValues) => {
    const evidence = v.evidence ?? [];
    if (dialog === 'report') {
      void run(
        () => api(afterSaleReport, { caseId: c.caseId, reason: v.text.trim(), evidence }),
        t('action.reportDone'),
      );
    } else {
      void run(() => api(afterSaleProof, { caseId: c.caseId, note: v.text.trim(), evidence }), t('action.proofDone'));
    }
  };

  if (c.actions.length === 0) return null;
  return (
    <>
      <Flex gap={8} wrap data-testid="case-actions">
        {can('agree') && (
          <Button type="primary" onClick={confirmAgree} data-action="agree">
            {t('action.agree')}
          </Button>
        )}
        {can('agree_return') && (
          <Button type="primary" onClick={() => setDialog('agree_return')} data-action="agree_return">
            {t('action.agreeReturn')}
          </Button>
        )}
        {can('confirm_receipt') && (
          <Button type="primary" onClick={confirmReceipt} data-action="confirm_receipt">
            {t('action.confirmReceipt')}
          </Button>
        )}
        {can('reship') && (
          <Button type="primary" onClick={() => setDialog('reship')} data-action="reship">
            {t('action.reship')}
          </Button>
        )}
        {can('reject') && (
          <Button danger onClick={() => setDialog('reject')} data-action="reject">
            {t('action.reject')}
          </Button>
        )}
        {can('report') && (
          <Button onClick={() => setDialog('report')} data-action="report">
            {t('action.report')}
          </Button>
        )}
        {can('proof') && (
          <Button onClick={() => setDialog('proof')} disabled={proofRoom === 0} data-action="proof">
            {t('action.proof')}
          </Button>
        )}
      </Flex>
      <RejectModal
        caseId={c.caseId}
        open={dialog === 'reject'}
        busy={busy}
        onSubmit={submitReject}
        onClose={() => setDialog(null)}
      />
      {/* Mounted when opened: the shop's addresses are loaded only for this choice. */}
      {dialog === 'agree_return' && (
        <ReturnAddressModal busy={busy} onSubmit={submitReturn} onClose={() => setDialog(null)} />
      )}
      <ReshipModal
        caseId={c.caseId}
        open={dialog === 'reship'}
        busy={busy}
        onSubmit={submitReship}
        onClose={() => setDialog(null)}
      />
      <EvidenceModal
        mode={dialog === 'proof' || dialog === 'report' ? dialog : null}
        max={dialog === 'report' ? AFTER_SALE_PROOF_MAX : proofRoom}
        busy={busy}
        onSubmit={submitEvidence}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
