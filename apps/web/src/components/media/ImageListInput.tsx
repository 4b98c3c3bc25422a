import { DeleteOutlined, EyeOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { IMAGE_USAGES, type ImageUsage, MEDIA_TYPES } from '@sc/contract/calls/media.ts';
import { App, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ImageHint } from './ImageHint.tsx';
import { MediaTile } from './MediaTile.tsx';
import styles from './media.module.css';
import { fitting, moved } from './prechecks.ts';
import { failureText, imageRefusal, sendImage, useFileError } from './send-media.ts';
import { UploadTrigger } from './UploadTrigger.tsx';
import { useMediaStrings } from './use-media-strings.ts';

export interface ImageListInputProps {
  /** Image urls in order; the first is the cover. */
  value?: string[];
  onChange?(urls: string[]): void;
  /** Decides type, size, dimensions and the permission (MEDIA_USAGES in the contract). */
  usage: ImageUsage;
  /** How many images the list may hold; the usage's count by default (9 main photos). */
  max?: number;
  disabled?: boolean;
  /** Set by antd Form.Item so its label points here. */
  id?: string;
}

interface Pending {
  uid: number;
  name: string;
  preview: string;
  percent: number;
}

/**
 * A list of images for an antd Form field: thumbnails with the first marked as the cover, moved
 * left and right, removed and previewed; new ones checked in the browser, then uploaded with
 * progress.
 */
export function ImageListInput({ value, onChange, usage, max, disabled, id }: ImageListInputProps) {
  const { t, ready } = useMediaStrings();
  const { message } = App.useApp();
  const showError = useFileError();
  const urls = value ?? [];
  const limit = max ?? IMAGE_USAGES[usage].maxCount;
  // Uploads finish one by one; each adds to the list as it is then, not as it was when it started.
  const latest = useRef(urls);
  latest.current = urls;
  const inFlight = useRef(0);
  const nextUid = useRef(0);
  const [pending, setPending] = useState<Pending[]>([]);
  const [previewAt, setPreviewAt] = useState<number>();

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  /** Checks and sends one file; answers its url, or none after telling what went wrong. */
  const send = async (file: File, uid: number): Promise<{ url?: string; preview?: string }> => {
    const refusal = await imageRefusal(usage, file);
    if (refusal) {
      showError(file.name, refusal);
      return {};
    }
    const preview = URL.createObjectURL(file);
    setPending((list) => [...list, { uid, name: file.name, preview, percent: 0 }]);
    try {
      const result = await sendImage(usage, file, (percent) =>
        setPending((list) => list.map((p) => (p.uid === uid ? { ...p, percent } : p))),
      );
      return { url: result.url, preview };
    } catch (err) {
      showError(file.name, failureText(err));
      return { preview };
    }
  };

  const pick = async (files: File[]) => {
    const taken = latest.current.length + inFlight.current;
    const chosen = fitting(files, taken, limit);
    if (chosen.length === 0) {
      void message.warning(t('full', { max: limit }));
      return;
    }
    if (chosen.length < files.length) void message.warning(t('tooMany', { max: limit, count: chosen.length }));
    inFlight.current += chosen.length;
    // All are sent at once; they join the list in the order chosen, whichever finishes first.
    const sending = chosen.map((file) => {
      const uid = nextUid.current++;
      return { uid, done: send(file, uid) };
    });
    for (const { uid, done } of sending) {
      const { url, preview } = await done;
      inFlight.current -= 1;
      if (url) change([...latest.current, url]);
      setPending((list) => list.filter((p) => p.uid !== uid));
      if (preview) URL.revokeObjectURL(preview);
    }
  };

  if (!ready) return null;
  const room = urls.length + pending.length < limit;
  return (
    <div>
      <div className={styles.list}>
        {urls.map((url, i) => (
          <MediaTile
            key={url}
            tag={i === 0 ? t('cover') : undefined}
            actions={[
              { key: 'preview', icon: <EyeOutlined />, label: t('preview'), onClick: () => setPreviewAt(i) },
              ...(disabled
                ? []
                : [
                    {
                      key: 'left',
                      icon: <LeftOutlined />,
                      label: t('moveLeft'),
                      disabled: i === 0,
                      onClick: () => change(moved(urls, i, i - 1)),
                    },
                    {
                      key: 'right',
                      icon: <RightOutlined />,
                      label: t('moveRight'),
                      disabled: i === urls.length - 1,
                      onClick: () => change(moved(urls, i, i + 1)),
                    },
                    {
                      key: 'remove',
                      icon: <DeleteOutlined />,
                      label: t('remove'),
                      onClick: () => change(urls.filter((_, j) => j !== i)),
                    },
                  ]),
            ]}
          >
            <img src={url} alt={i === 0 ? t('cover') : `${i + 1}`} loading="lazy" />
          </MediaTile>
        ))}
        {pending.map((p) => (
          <MediaTile key={`pending-${p.uid}`} percent={p.percent} uploadingText={t('uploading')}>
            <img src={p.preview} alt={p.name} />
          </MediaTile>
        ))}
        {room && !disabled && (
          <UploadTrigger
            id={id}
            accept={MEDIA_TYPES.image.accept}
            multiple={limit > 1}
            label={t('uploadImage')}
            extra={`${urls.length + pending.length}/${limit}`}
            onPick={(files) => void pick(files)}
          />
        )}
      </div>
      <Typography.Text type="secondary" className={styles.hint}>
        <ImageHint usage={usage} max={limit > 1 ? limit : undefined} />
      </Typography.Text>
      <Image.PreviewGroup
        items={urls}
        preview={{
          open: previewAt !== undefined,
          current: previewAt ?? 0,
          onOpenChange: (open) => {
            if (!open) setPreviewAt(undefined);
          },
          onChange: (current) => setPreviewAt(current),
        }}
      />
    </div>
  );
}
