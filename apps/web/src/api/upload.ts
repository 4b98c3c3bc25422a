import { REQUEST_TIMEOUT_MS } from '@sc/contract/constants.ts';
import type { Call, CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { type ApiOptions, sessionContext, settleReply, transportFailure } from './client.ts';
import { recordServerDate } from './server-time.ts';

// Uploads: a catalogue call with `multipart` gets its text fields, its session context (as
// JSON) and the file in one multipart/form-data body; the answer goes through the same
// reply-code rules as every other call. XMLHttpRequest, because fetch cannot report upload
// progress.

export interface UploadOptions extends ApiOptions {
  /** 0 to 100 while the file is sent. */
  onProgress?: (percent: number) => void;
}

/** The text fields of an upload call: its request without the file. */
export type UploadFields<C extends Call> = Omit<CallRequest<C>, 'file'>;

export function upload<C extends Call>(
  call: C,
  fields: UploadFields<C>,
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<CallResponse<C>> {
  const spec = call.multipart;
  if (!spec) return Promise.reject(new Error(`${call.path} takes no file`));
  const form = new FormData();
  // The context first and the text fields before the file: the server applies the usage's
  // size limit while the file arrives.
  form.append('sessionContext', JSON.stringify(sessionContext(call)));
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append(spec.fileField, file, fileName);

  return new Promise<CallResponse<C>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    let answerTimer: ReturnType<typeof setTimeout> | undefined;
    xhr.open('POST', call.path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    // The 50 s request time counts once the file is sent: sending a 30 MB video takes as long as
    // the merchant's line needs.
    xhr.upload.onload = () => {
      answerTimer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const settle = (work: Promise<CallResponse<C>>) => {
      clearTimeout(answerTimer);
      work.then(resolve, reject);
    };
    xhr.onload = () => {
      recordServerDate(xhr.getResponseHeader('Date'));
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      settle(settleReply<C>(xhr.status, body, options));
    };
    xhr.onerror = () => settle(transportFailure(false, options));
    xhr.onabort = () => {
      if (timedOut) settle(transportFailure(true, options));
      else settle(Promise.reject(new DOMException('The upload was cancelled', 'AbortError')));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
