import { Alert, App, Button, Card, Flex, Form, type FormInstance, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BasicInfoCard } from './BasicInfoCard.tsx';
import { MediaCard } from './MediaCard.tsx';
import styles from './product-form.module.css';
import { initialValues, type ProductFormValues, toPayload } from './product-form-model.ts';
import { type ProductDetail, useSaveProduct } from './product-queries.ts';
import { placeProductErrors } from './product-server-errors.ts';
import { SaleCard } from './SaleCard.tsx';
import { rowLabelOf, SkuMatrix } from './SkuMatrix.tsx';
import { SpecsEditor, specFieldNames } from './SpecsEditor.tsx';
import { buildMatrix, exceedsSkuLimit, type SkuDraft } from './sku-matrix.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

export const detailsPath = (productId: string) => `/shop/details/${productId}`;

/**
 * The one product form of /shop/add and /shop/edit: basic information, media, the
 * specifications and their SKU matrix, and how the product goes on sale. Checks each cell
 * with the server's own rules, places the server's field errors on their fields, and asks
 * before leaving with unsaved changes.
 */
export function ProductForm({ product }: { product?: ProductDetail }) {
  const { t } = useTranslation('items');
  const { message: toast } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const initial = useMemo(() => initialValues(product), [product]);
  const save = useSaveProduct();
  const guard = useLeaveGuard();
  const [formError, setFormError] = useState<string>();
  const shelf = Form.useWatch('shelf', form) ?? initial.shelf;
  const specs = Form.useWatch('specs', { form, preserve: true }) ?? initial.specs;
  const tooMany = exceedsSkuLimit(specs);
  // The platform halted it or it sits in the recycle bin: nothing here may change it.
  const locked = product && (product.status === 'halted' || product.status === 'deleted');
  // A product on sale keeps its shelf here; the details page puts it on or off.
  const shelfFixed = product && !locked && product.status !== 'off_shelf' && product.status !== 'coming';

  // The matrix follows the specifications: rebuilt when a value or specification comes or goes
  // (a renamed value keeps its key, so its rows stay as they are).
  useEffect(() => {
    const rows = (form.getFieldValue('skus') as SkuDraft[] | undefined) ?? [];
    const next = buildMatrix(specs, rows);
    const keys = (list: SkuDraft[]) => list.map((r) => r.key).join(',');
    if (keys(next) !== keys(rows)) form.setFieldValue('skus', next);
  }, [form, specs]);

  const onValuesChange = (changed: Partial<ProductFormValues>, all: ProductFormValues) => {
    guard.markDirty();
    setFormError(undefined);
    if (changed.specs) {
      // A repeat is judged against its siblings: check every name and value again.
      const untyped: FormInstance = form;
      const touched = specFieldNames(all.specs).filter((name) => untyped.isFieldTouched(name));
      void untyped.validateFields(touched).catch(() => undefined);
    }
  };

  // The whole store, not onFinish's values: those hold only fields with an input, and the rows'
  // keys, ids and reserved stock have none.
  async function submit() {
    setFormError(undefined);
    try {
      const { shelf: chosenShelf, ...rest } = toPayload(form.getFieldsValue(true) as ProductFormValues);
      // A product on sale or sold out keeps its shelf state: sending "on" for a sold-out one
      // would be refused for want of stock, and the details page is where the shelf changes.
      const payload = shelfFixed ? rest : { ...rest, shelf: chosenShelf };
      const result = await save.mutateAsync({
        ...(product ? { productId: product.productId } : {}),
        payload,
      });
      guard.release();
      toast.success(t(product ? 'form.savedEdit' : 'form.savedNew'));
      navigate(detailsPath(result.productId));
    } catch (error) {
      const rowLabel = (i: number) =>
        rowLabelOf(form.getFieldValue('specs'), (form.getFieldValue('skus') as SkuDraft[] | undefined)?.[i]);
      const left = placeProductErrors(form, error, rowLabel);
      setFormError(left);
      if (!left) form.scrollToField(form.getFieldsError().find((f) => f.errors.length > 0)?.name ?? 'title');
    }
  }

  const saveLabel = product ? t('form.saveChanges') : t(`form.save.${shelf}`);
  const blocked = locked ? t('form.locked') : tooMany ? t('form.tooManySkus') : undefined;

  return (
    <Form<ProductFormValues>
      form={form}
      name="product"
      layout="vertical"
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={submit}
      onFinishFailed={() => toast.error(t('form.fixErrors'))}
      scrollToFirstError={{ block: 'center' }}
      className={styles.form}
    >
      <Flex vertical gap={16}>
        {locked && <Alert type="warning" showIcon title={t('form.locked')} />}
        {formError && (
          <Alert type="error" showIcon title={formError} closable onClose={() => setFormError(undefined)} />
        )}
        <BasicInfoCard />
        <MediaCard />
        <Card title={t('specs.title')} id="product-skus">
          <SpecsEditor form={form} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('skus.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('skus.intro')}</Typography.Paragraph>
          <SkuMatrix form={form} editing={product !== undefined} />
        </Card>
        <SaleCard {...(shelfFixed ? { lockedShelf: t('sale.shelfFixed') } : {})} />
      </Flex>
      <div className={styles.footer}>
        <Button onClick={() => navigate(product ? detailsPath(product.productId) : '/shop/index')}>
          {t('common:cancel')}
        </Button>
        <Tooltip title={blocked}>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={blocked !== undefined}>
            {saveLabel}
          </Button>
        </Tooltip>
      </div>
    </Form>
  );
}
