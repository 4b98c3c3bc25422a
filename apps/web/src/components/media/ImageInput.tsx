import { DeleteOutlined, EyeOutlined, SwapOutlined } from '@ant-design/icons';
import { type ImageUsage, MEDIA_TYPES } from '@sc/contract/calls/media.ts';
import { Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ImageHint } from './ImageHint.tsx';
import { MediaTile } from './MediaTile.tsx';
import styles from './media.module.css';
import { failureText, imageRefusal, sendImage, useFileError } from './send-media.ts';
import { FileInput, UploadTrigger } from './UploadTrigger.tsx';
import { useMediaStrings } from './use-media-strings.ts';

export interface ImageInputProps {
  /** The image url; empty or absent when there is none. */
  value?: string;
  onChange?(url: string): void;
  usage: ImageUsage;
  disabled?: boolean;
  id?: string;
}

/** One image for an antd Form field (a logo, a SKU photo): upload, preview, replace, remove. */
export function ImageInput({ value, onChange, usage, disabled, id }: ImageInputProps) {
  const { t, ready } = useMediaStrings();
  const showError = useFileError();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ preview: string; percent: number }>();
  const [previewing, setPreviewing] = useState(false);

  const pick = async ([file]: File[]) => {
    if (!file) return;
    const refusal = await imageRefusal(usage, file);
    if (refusal) {
      showError(file.name, refusal);
      return;
    }
    const preview = URL.createObjectURL(file);
    setSending({ preview, percent: 0 });
    try {
      const result = await sendImage(usage, file, (percent) => setSending({ preview, percent }));
      onChange?.(result.url);
    } catch (err) {
      showError(file.name, failureText(err));
    } finally {
      setSending(undefined);
      URL.revokeObjectURL(preview);
    }
  };

  if (!ready) return null;
  return (
    <div>
      <div className={styles.list}>
        {sending ? (
          <MediaTile percent={sending.percent} uploadingText={t('uploading')}>
            <img src={sending.preview} alt="" />
          </MediaTile>
        ) : value ? (
          <MediaTile
            actions={[
              { key: 'preview', icon: <EyeOutlined />, label: t('preview'), onClick: () => setPreviewing(true) },
              ...(disabled
                ? []
                : [
                    {
                      key: 'replace',
                      icon: <SwapOutlined />,
                      label: t('replace'),
                      onClick: () => replaceInput.current?.click(),
                    },
                    { key: 'remove', icon: <DeleteOutlined />, label: t('remove'), onClick: () => onChange?.('') },
                  ]),
            ]}
          >
            <img src={value} alt="" />
          </MediaTile>
        ) : (
          <UploadTrigger
            id={id}
            accept={MEDIA_TYPES.image.accept}
            label={t('uploadImage')}
            disabled={disabled}
            onPick={pick}
          />
        )}
      </div>
      <FileInput ref={replaceInput} accept={MEDIA_TYPES.image.accept} label={t('replace')} onPick={pick} />
      <Typography.Text type="secondary" className={styles.hint}>
        <ImageHint usage={usage} />
      </Typography.Text>
      {value && (
        <Image.PreviewGroup
          items={[value]}
          preview={{ open: previewing, onOpenChange: (open) => setPreviewing(open) }}
        />
      )}
    </div>
  );
}
