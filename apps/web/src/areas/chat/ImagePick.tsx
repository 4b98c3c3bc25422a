import { PictureOutlined } from '@ant-design/icons';
import { MEDIA_TYPES } from '@sc/contract/calls/media.ts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, imageRefusal, sendImage, useFileError } from '../../components/media/send-media.ts';
import { FileInput } from '../../components/media/UploadTrigger.tsx';

/**
 * The composer's picture button: a jpg or png checked in the browser, uploaded as a chat picture
 * (usage chatImage), then sent by its media id. What is refused shows as a toast naming the file.
 */
export function ImagePick({ onImage }: { onImage: (mediaId: string) => Promise<unknown> }) {
  const { t } = useTranslation('chat');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const fileError = useFileError();
  const pick = async ([file]: File[]) => {
    if (!file) return;
    const refusal = await imageRefusal('chatImage', file);
    if (refusal) return fileError(file.name, refusal);
    setBusy(true);
    try {
      const image = await sendImage('chatImage', file, () => {});
      await onImage(image.mediaId);
    } catch (err) {
      fileError(file.name, failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        icon={<PictureOutlined />}
        aria-label={t('sendImage')}
        loading={busy}
        onClick={() => input.current?.click()}
      />
      <FileInput ref={input} accept={MEDIA_TYPES.image.accept} label={t('sendImage')} onPick={(f) => void pick(f)} />
    </>
  );
}
