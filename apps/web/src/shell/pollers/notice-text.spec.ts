import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text.ts';

describe('notice texts', () => {
  it('plain texts are shown as they come', () => {
    expect(noticeText('Welcome', 'th-TH', 'title')).toBe('Welcome');
  });

  it('JSON texts give the display language, else English', () => {
    const title = JSON.stringify({ titleEN: 'Hello', titleTH: 'สวัสดี', titleCN: '你好' });
    expect(noticeText(title, 'th-TH', 'title')).toBe('สวัสดี');
    expect(noticeText(title, 'zh-CN', 'title')).toBe('你好');
    expect(noticeText(JSON.stringify({ EN: 'Hi', TH: '' }), 'th-TH', 'content')).toBe('Hi');
    expect(noticeText(JSON.stringify({ contentTH: 'ข้อความ' }), 'en-US', 'content')).toBe('ข้อความ');
  });

  it('broken JSON is shown as text', () => {
    expect(noticeText('{not json', 'en-US', 'title')).toBe('{not json');
  });
});
