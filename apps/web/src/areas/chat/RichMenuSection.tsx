import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { richMenuInquiry, richMenuMaintain, richMenuPicks } from '@sc/contract/calls/chat-setup.ts';
import {
  QUICK_REPLY_MAX,
  RICH_MENU_ACTIONS,
  RICH_MENU_ITEMS_MAX,
  RICH_MENU_LABEL_MAX,
  type RichMenuAction,
} from '@sc/contract/chat.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Skeleton, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { ImageInput } from '../../components/media/ImageInput.tsx';
import { RichMenuPreview } from './RichMenuPreview.tsx';
import styles from './rich-menu.module.css';

type Target = { title: string; amount: string };
interface TileValues {
  label: string;
  imageUrl: string;
  action: RichMenuAction;
  targetId: string;
  reply: string;
}
interface MenuValues {
  enabled: boolean;
  tiles: TileValues[];
}
type Menu = CallResponse<typeof richMenuInquiry>;

const newTile = (): TileValues => ({ label: '', imageUrl: '', action: 'reply', targetId: '', reply: '' });

/**
 * The rich menu of /imMessageSetup/intelligentAssistant: up to 6 tiles buyers see under the chat
 * input, each with a label, an optional picture and what it opens (a product on sale, a coupon
 * being collected, the buyer's orders, a reply sent into the chat); saved whole, on its own.
 */
export function RichMenuSection() {
  const current = useCall(richMenuInquiry, {});
  if (!current.data) return <Skeleton active />;
  return <RichMenuForm menu={current.data} />;
}

function RichMenuForm({ menu }: { menu: Menu }) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<MenuValues>();
  const [keyword, setKeyword] = useState('');
  const picks = useCall(richMenuPicks, { keyword });
  const everything = useCall(richMenuPicks, { keyword: '' });
  const watched = Form.useWatch([], form) as MenuValues | undefined;

  // What a picked product or coupon shows, from the saved menu and from the picks.
  const targets = useMemo(() => {
    const known = new Map<string, Target>();
    for (const tile of menu.tiles) if (tile.target) known.set(`${tile.action}:${tile.targetId}`, tile.target);
    for (const list of [everything.data, picks.data]) {
      for (const p of list?.products ?? []) known.set(`product:${p.productId}`, p);
      for (const c of list?.coupons ?? []) known.set(`coupon:${c.couponId}`, c);
    }
    return known;
  }, [menu, picks.data, everything.data]);
  const gone = new Set(menu.tiles.filter((x) => x.live === 'n').map((x) => `${x.action}:${x.targetId}`));

  const initial: MenuValues = {
    enabled: menu.enabled === 'y',
    tiles: menu.tiles.map(({ label, imageUrl, action, targetId, reply }) => ({
      label,
      imageUrl,
      action,
      targetId,
      reply,
    })),
  };
  const save = async (v: MenuValues) => {
    await api(richMenuMaintain, {
      enabled: v.enabled ? 'y' : 'n',
      tiles: (v.tiles ?? []).map((x) => ({
        label: x.label,
        imageUrl: x.imageUrl ?? '',
        action: x.action,
        targetId: x.action === 'product' || x.action === 'coupon' ? (x.targetId ?? '') : '',
        reply: x.action === 'reply' ? (x.reply ?? '') : '',
      })),
    });
    toast.success(t('richMenu.saved'));
    void invalidateCall(client, richMenuInquiry);
  };
  const productOptions = (selected: string) => {
    const listed = (picks.data?.products ?? []).map((p) => ({
      value: p.productId,
      label: `${p.title} · ฿${p.amount}`,
    }));
    const chosen = targets.get(`product:${selected}`);
    return selected && chosen && !listed.some((o) => o.value === selected)
      ? [{ value: selected, label: `${chosen.title} · ฿${chosen.amount}` }, ...listed]
      : listed;
  };
  const couponOptions = (everything.data?.coupons ?? []).map((c) => ({
    value: c.couponId,
    label: `${c.title} · ${t('coupon.off', { value: c.amount.endsWith('%') ? c.amount : `฿${c.amount}` })}`,
  }));
  const previewTiles = (watched?.tiles ?? initial.tiles).map((x) => ({
    label: x?.label ?? '',
    imageUrl: x?.imageUrl ?? '',
    action: x?.action ?? 'reply',
    target: targets.get(`${x?.action}:${x?.targetId}`),
  }));
  const required = [{ required: true, whitespace: true }];

  return (
    <Card title={t('richMenu.title', { max: RICH_MENU_ITEMS_MAX })}>
      <Form<MenuValues>
        form={form}
        layout="vertical"
        name="richMenu"
        initialValues={initial}
        onFinish={(v) => void save(v)}
      >
        <Typography.Paragraph type="secondary">{t('richMenu.hint')}</Typography.Paragraph>
        <Form.Item name="enabled" valuePropName="checked" label={t('richMenu.enabled')}>
          <Switch />
        </Form.Item>
        <div className={styles.layout}>
          <Form.List name="tiles">
            {(fields, { add, remove, move }) => (
              <Flex vertical gap={8}>
                {fields.length === 0 && <Typography.Text type="secondary">{t('richMenu.empty')}</Typography.Text>}
                {fields.map((f, i) => {
                  const n = i + 1;
                  const action = watched?.tiles?.[f.name]?.action ?? initial.tiles[f.name]?.action ?? 'reply';
                  const targetId = watched?.tiles?.[f.name]?.targetId ?? '';
                  return (
                    <fieldset key={f.key} className={styles.tile} aria-label={t('richMenu.tile', { n })}>
                      <legend>{t('richMenu.tile', { n })}</legend>
                      <Flex gap={12} wrap align="start">
                        <Form.Item name={[f.name, 'imageUrl']} label={t('richMenu.picture')}>
                          <ImageInput usage="chatImage" />
                        </Form.Item>
                        <Flex vertical style={{ flex: 1, minWidth: 220 }}>
                          <Flex gap={8} wrap>
                            <Form.Item name={[f.name, 'label']} label={t('richMenu.label')} rules={required}>
                              <Input maxLength={RICH_MENU_LABEL_MAX} showCount style={{ width: 200 }} />
                            </Form.Item>
                            <Form.Item name={[f.name, 'action']} label={t('richMenu.action')}>
                              <Select
                                style={{ width: 180 }}
                                options={RICH_MENU_ACTIONS.map((a) => ({
                                  value: a,
                                  label: t(`richMenu.actions.${a}`),
                                }))}
                              />
                            </Form.Item>
                          </Flex>
                          {action === 'product' && (
                            <Form.Item name={[f.name, 'targetId']} label={t('richMenu.product')} rules={required}>
                              <Select
                                showSearch
                                filterOption={false}
                                onSearch={setKeyword}
                                placeholder={t('richMenu.productSearch')}
                                options={productOptions(targetId)}
                              />
                            </Form.Item>
                          )}
                          {action === 'coupon' && (
                            <Form.Item name={[f.name, 'targetId']} label={t('richMenu.coupon')} rules={required}>
                              <Select options={couponOptions} notFoundContent={t('richMenu.couponNone')} />
                            </Form.Item>
                          )}
                          {action === 'reply' && (
                            <Form.Item name={[f.name, 'reply']} label={t('richMenu.reply')} rules={required}>
                              <Input.TextArea maxLength={QUICK_REPLY_MAX} autoSize={{ minRows: 2 }} />
                            </Form.Item>
                          )}
                          {action === 'orders' && (
                            <Typography.Text type="secondary">{t('richMenu.orders')}</Typography.Text>
                          )}
                          {gone.has(`${action}:${targetId}`) && (
                            <Typography.Text>
                              <WarningOutlined aria-hidden /> {t('richMenu.gone')}
                            </Typography.Text>
                          )}
                        </Flex>
                      </Flex>
                      <Flex gap={8} justify="end">
                        <Button
                          icon={<ArrowUpOutlined />}
                          aria-label={t('richMenu.up', { n })}
                          disabled={i === 0}
                          onClick={() => move(i, i - 1)}
                        />
                        <Button
                          icon={<ArrowDownOutlined />}
                          aria-label={t('richMenu.down', { n })}
                          disabled={i === fields.length - 1}
                          onClick={() => move(i, i + 1)}
                        />
                        <Button
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('richMenu.remove', { n })}
                          onClick={() => remove(f.name)}
                        />
                      </Flex>
                    </fieldset>
                  );
                })}
                <Flex gap={12} align="center" wrap>
                  <Button disabled={fields.length >= RICH_MENU_ITEMS_MAX} onClick={() => add(newTile())}>
                    {t('richMenu.add')}
                  </Button>
                  {fields.length >= RICH_MENU_ITEMS_MAX && (
                    <Typography.Text type="secondary">
                      {t('richMenu.full', { max: RICH_MENU_ITEMS_MAX })}
                    </Typography.Text>
                  )}
                </Flex>
                <Button type="primary" htmlType="submit" style={{ alignSelf: 'flex-start' }}>
                  {t('richMenu.save')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <RichMenuPreview enabled={watched?.enabled ?? initial.enabled} tiles={previewTiles} />
        </div>
      </Form>
    </Card>
  );
}
