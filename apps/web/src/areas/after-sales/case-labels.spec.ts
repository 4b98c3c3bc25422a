import { AFTER_SALE_STATUS, AFTER_SALE_TAB_STATES } from '@sc/contract/after-sales.ts';
import { describe, expect, it } from 'vitest';
import { agreedRefund, caseTone, caseUnits, deadlineKey, eventKey, isUrgent, statusKey, tabOf } from './case-labels.ts';

describe('case labels', () => {
  it('names "seller agreed" on an exchange as waiting to reship', () => {
    expect(statusKey('agreed', 'exchange')).toBe('statusExchange.agreed');
    expect(statusKey('agreed', 'return')).toBe('status.agreed');
    expect(statusKey('pending', 'exchange')).toBe('status.pending');
  });

  it('puts every state under the tab that lists it', () => {
    for (const status of AFTER_SALE_STATUS) {
      expect(AFTER_SALE_TAB_STATES[tabOf(status)], status).toContain(status);
    }
  });

  it('colours open states waiting for the shop as warnings and happy endings as success', () => {
    expect(caseTone('pending')).toBe('warning');
    expect(caseTone('rejected')).toBe('error');
    expect(caseTone('success')).toBe('success');
    expect(caseTone('cancelled')).toBe('default');
  });

  it('says what an unanswered request turns into by its type', () => {
    expect(deadlineKey('respond', 'refund')).toBe('deadline.respondRefund');
    expect(deadlineKey('respond', 'return')).toBe('deadline.respondReturn');
    expect(deadlineKey('respond', 'exchange')).toBe('deadline.respondReturn');
    expect(deadlineKey('reship', 'exchange')).toBe('deadline.reship');
  });

  it('gives the appeal window to the side the judgement went against', () => {
    expect(deadlineKey('appeal', 'refund', 'buyer')).toBe('deadline.appeal');
    expect(deadlineKey('appeal', 'return', 'seller')).toBe('deadline.buyerAppeal');
  });

  it('marks a deadline urgent within its last day', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(isUrgent('2025-06-01T23:00:00Z', now)).toBe(true);
    expect(isUrgent('2025-06-02T01:00:00Z', now)).toBe(false);
    expect(isUrgent('2025-05-31T23:00:00Z', now)).toBe(true);
  });

  it('never promises more than the lines may still refund', () => {
    expect(agreedRefund({ refundAmount: 300, refundableAmount: 250 })).toBe(250);
    expect(agreedRefund({ refundAmount: 120.5, refundableAmount: 250 })).toBe(120.5);
    expect(agreedRefund({ refundAmount: 10, refundableAmount: -1 })).toBe(0);
  });

  it('counts the units a case covers', () => {
    expect(caseUnits([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(caseUnits([])).toBe(0);
  });

  it('names known timeline events and leaves others to show their code', () => {
    expect(eventKey('judge_buyer')).toBe('event.judge_buyer');
    expect(eventKey('something_new')).toBeNull();
  });
});
