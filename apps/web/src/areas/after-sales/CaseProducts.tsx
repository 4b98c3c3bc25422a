import type { afterSaleListLine } from '@sc/contract/calls/after-sales.ts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import styles from './after-sales.module.css';

type Line = z.infer<typeof afterSaleListLine>;

/** One product of a case: photo, title, spec values and the units asked for. */
function CaseProduct({ line }: { line: Line }) {
  const { t } = useTranslation('after-sales');
  return (
    <div className={styles.product} data-case-line={line.lineNo}>
      <ProductPhoto url={line.imageUrl} title={line.title} />
      <div className={styles.productText}>
        <Typography.Text className={styles.productTitle} title={line.title}>
          {line.title}
        </Typography.Text>
        <Typography.Text type="secondary" className={styles.small}>
          {[...line.specValues, t('list.lineUnits', { count: line.quantity })].join(' · ')}
        </Typography.Text>
      </div>
    </div>
  );
}

/** The products of a listed case: the first, and "+N more" that opens the rest in place. */
export function CaseProducts({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('after-sales');
  const [open, setOpen] = useState(false);
  const [first, ...rest] = lines;
  if (!first) return null;
  return (
    <Flex vertical gap={6} align="flex-start">
      <CaseProduct line={first} />
      {open && rest.map((line) => <CaseProduct key={line.lineNo} line={line} />)}
      {rest.length > 0 && (
        <Button
          type="link"
          size="small"
          className={styles.inlineLink}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="case-more-products"
        >
          {open ? t('list.fewerProducts') : t('list.moreProducts', { count: rest.length })}
        </Button>
      )}
    </Flex>
  );
}
