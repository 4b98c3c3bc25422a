import { KEYWORD_LIMIT, KEYWORDS_TEXT_MAX, splitKeywords } from '@sc/contract/validators/text.ts';
import { Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { duplicateIndexes } from './sku-matrix.ts';

/** The repeated keywords of a text, each once ("keyword... must be unique"). */
export function repeatedKeywords(text: string): string[] {
  const words = splitKeywords(text);
  return [...new Set([...duplicateIndexes(words)].map((i) => words[i] ?? ''))];
}

/**
 * Search keywords as typed, split by the shared rule (newline, space or 、, at most 100),
 * with the split shown as chips so the merchant sees what buyers will match.
 */
export function KeywordsField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('items');
  const words = splitKeywords(value);
  const repeated = duplicateIndexes(words);
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={KEYWORDS_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('basic.keywordsPlaceholder')}
      />
      {words.length > 0 && (
        <Flex gap={4} wrap align="center" data-testid="keyword-chips">
          {words.map((word, i) => (
            // Same word twice is possible (that is the error shown), so the index keys the chip.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is derived, never reordered
            <Tag key={i} color={repeated.has(i) ? 'error' : 'blue'} style={{ marginInlineEnd: 0 }}>
              {word}
            </Tag>
          ))}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {t('basic.keywordsCount', { count: words.length, max: KEYWORD_LIMIT })}
          </Typography.Text>
        </Flex>
      )}
      {words.length >= KEYWORD_LIMIT && (
        <Typography.Text type="warning">{t('basic.keywordsCapped', { max: KEYWORD_LIMIT })}</Typography.Text>
      )}
    </Flex>
  );
}
