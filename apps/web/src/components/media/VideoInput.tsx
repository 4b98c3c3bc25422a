import { DeleteOutlined, EyeOutlined, PlayCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { MEDIA_TYPES, type VideoUsage } from '@sc/contract/calls/media.ts';
import { Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { MediaTile } from './MediaTile.tsx';
import styles from './media.module.css';
import { videoHint } from './prechecks.ts';
import { failureText, sendVideo, useFileError, videoRefusal } from './send-media.ts';
import { FileInput, UploadTrigger } from './UploadTrigger.tsx';
import { useMediaStrings } from './use-media-strings.ts';

export interface VideoInputProps {
  /** The video url; empty or absent when there is none. */
  value?: string;
  onChange?(url: string): void;
  /** productVideo (30 MB) by default; the length is 6 to 90 s for every usage. */
  usage?: VideoUsage;
  disabled?: boolean;
  id?: string;
}

/**
 * One mp4 for an antd Form field: its type, size and length are checked in the browser before it is
 * sent (length when the browser can read it), then it uploads with progress and can be watched,
 * replaced or removed.
 */
export function VideoInput({ value, onChange, usage = 'productVideo', disabled, id }: VideoInputProps) {
  const { t, ready } = useMediaStrings();
  const showError = useFileError();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const [watching, setWatching] = useState(false);
  const [unplayable, setUnplayable] = useState(false);

  const pick = async ([file]: File[]) => {
    if (!file) return;
    const refusal = await videoRefusal(usage, file);
    if (refusal) {
      showError(file.name, refusal);
      return;
    }
    setPercent(0);
    try {
      const result = await sendVideo(usage, file, setPercent);
      setUnplayable(false);
      onChange?.(result.url);
    } catch (err) {
      showError(file.name, failureText(err));
    } finally {
      setPercent(undefined);
    }
  };

  if (!ready) return null;
  return (
    <div>
      <div className={styles.list}>
        {percent !== undefined ? (
          <MediaTile percent={percent} uploadingText={t('uploading')}>
            <span />
          </MediaTile>
        ) : value ? (
          <MediaTile
            actions={[
              { key: 'preview', icon: <EyeOutlined />, label: t('preview'), onClick: () => setWatching(true) },
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
            <video src={value} preload="metadata" muted playsInline />
            <span className={styles.play}>
              <PlayCircleOutlined />
            </span>
          </MediaTile>
        ) : (
          <UploadTrigger
            id={id}
            accept={MEDIA_TYPES.video.accept}
            label={t('uploadVideo')}
            disabled={disabled}
            onPick={pick}
          />
        )}
      </div>
      <FileInput ref={replaceInput} accept={MEDIA_TYPES.video.accept} label={t('replace')} onPick={pick} />
      <Typography.Text type="secondary" className={styles.hint}>
        {t('hint.video', videoHint(usage))}
      </Typography.Text>
      <Modal
        open={watching && !!value}
        title={t('videoPreview')}
        footer={null}
        destroyOnHidden
        onCancel={() => setWatching(false)}
        width={720}
      >
        {unplayable && <Typography.Paragraph type="secondary">{t('videoUnplayable')}</Typography.Paragraph>}
        {/* biome-ignore lint/a11y/useMediaCaption: merchants' product videos come without captions */}
        <video
          src={value}
          controls
          autoPlay
          playsInline
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
          onError={() => setUnplayable(true)}
        />
      </Modal>
    </div>
  );
}
