import { Button, Descriptions, Drawer, Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { BrandStatusTag } from './BrandStatusTag.tsx';
import { BrandName, period, StatusNote } from './brand-columns.tsx';
import type { BrandApplication } from './brand-queries.ts';
import { IMAGE_FALLBACK } from './image-fallback.ts';

/** One application in full, its documents as pictures to enlarge; a rejected one offers its edit. */
export function BrandApplicationDrawer({
  application: a,
  onClose,
  onEdit,
}: {
  application: BrandApplication;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(true);
  const d = (key: string) => t(`detail.${key}`);
  return (
    <Drawer
      open={open}
      size={560}
      title={d('title')}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClose()}
      footer={
        a.status === 'rejected' && (
          <Flex justify="end">
            <Button type="primary" onClick={onEdit}>
              {t('list.edit')}
            </Button>
          </Flex>
        )
      }
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'brand', label: d('brand'), children: <BrandName application={a} /> },
          { key: 'trademarkNo', label: d('trademarkNo'), children: a.trademarkNo },
          { key: 'registration', label: d('registration'), children: period(a.registrationStart, a.registrationEnd) },
          { key: 'authorization', label: d('authorization'), children: period(a.authStart, a.authEnd) },
          {
            key: 'status',
            label: d('status'),
            children: (
              <Flex vertical gap={4} align="flex-start">
                <BrandStatusTag status={a.status} />
                <StatusNote application={a} />
              </Flex>
            ),
          },
          { key: 'submitted', label: d('submitted'), children: formatDateTime(a.submittedAt) },
          ...(a.decidedAt ? [{ key: 'decided', label: d('decided'), children: formatDateTime(a.decidedAt) }] : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {d('documents')}
      </Typography.Title>
      <Image.PreviewGroup>
        <Flex gap={8} wrap>
          {a.documentUrls.map((url) => (
            <Image
              key={url}
              src={url}
              width={104}
              height={104}
              fallback={IMAGE_FALLBACK}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
    </Drawer>
  );
}
