import { itemImportCommit, itemImportPreview, itemImportTemplate } from '@sc/contract/calls/items.ts';
import { fileStreamUpload } from '@sc/contract/calls/media.ts';
import { mediaMessages } from '@sc/contract/messages/media.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Steps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { upload } from '../../../api/upload.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ImportDone } from './ImportDone.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { ImportUpload } from './ImportUpload.tsx';
import type { CommitResult, Preview } from './import-result.ts';
import { refreshProducts } from './product-queries.ts';

/** What to say beside the drop zone when reading a file failed; nothing for an expired session (its dialog speaks). */
function readFailure(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) return error.handling === 'sessionExpired' ? undefined : error.replyText;
  return mediaMessages.mediaUploadFailed[currentLocale()];
}

type Stage =
  | { step: 'upload' }
  | { step: 'preview'; preview: Preview }
  | { step: 'done'; preview: Preview; result: CommitResult };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /shop/import: download the template, upload a filled copy (up to 1000 rows), read the preview
 * with each row's errors before anything is written, then import the valid rows in one go; the
 * result counts what was created and what failed.
 */
export default function ImportPage() {
  const { t } = useTranslation('items');
  const client = useQueryClient();
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const [templateTaken, setTemplateTaken] = useState(false);
  // One commit per preview, even on a double click before the first answer.
  const committing = useRef(false);

  const template = useMutation({
    mutationFn: () => api(itemImportTemplate, {}),
    onSuccess: async ({ fileName, contentBase64 }) => {
      const { downloadBase64 } = await import('../../../components/files/download-base64.ts');
      downloadBase64(fileName, contentBase64, XLSX);
      setTemplateTaken(true);
    },
  });
  const read = useMutation({
    mutationFn: async (file: File) => {
      // Quiet: a refused file is explained beside the drop zone, where the merchant looks.
      const { fileId } = await upload(fileStreamUpload, { usage: 'importSheet' }, file, file.name, { quiet: true });
      return api(itemImportPreview, { fileId }, { quiet: true });
    },
    onSuccess: (preview) => setStage({ step: 'preview', preview }),
  });
  const commit = useMutation({
    mutationFn: (input: { importId: string; shelf: 'on' | 'off' }) => api(itemImportCommit, input),
    onSuccess: (result) => {
      if (stage.step === 'preview') setStage({ step: 'done', preview: stage.preview, result });
      return refreshProducts(client);
    },
    onSettled: () => {
      committing.current = false;
    },
  });

  const current = stage.step === 'upload' ? (templateTaken ? 1 : 0) : stage.step === 'preview' ? 2 : 3;
  const restart = () => {
    read.reset();
    commit.reset();
    setStage({ step: 'upload' });
  };

  return (
    <Card>
      <Steps
        current={current}
        status={stage.step === 'done' ? 'finish' : 'process'}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('import.stepTemplate') },
          { title: t('import.stepUpload') },
          { title: t('import.stepPreview') },
          { title: t('import.stepDone') },
        ]}
      />
      {stage.step === 'upload' && (
        <ImportUpload
          onTemplate={() => template.mutate()}
          templateLoading={template.isPending}
          onFile={(file) => read.mutate(file)}
          reading={read.isPending}
          failure={readFailure(read.error)}
        />
      )}
      {stage.step === 'preview' && (
        <ImportPreview
          preview={stage.preview}
          committing={commit.isPending}
          onCommit={(shelf) => {
            if (committing.current) return;
            committing.current = true;
            commit.mutate({ importId: stage.preview.importId, shelf });
          }}
          onRestart={restart}
        />
      )}
      {stage.step === 'done' && <ImportDone preview={stage.preview} result={stage.result} onRestart={restart} />}
    </Card>
  );
}
