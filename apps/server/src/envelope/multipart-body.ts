import type { UploadedFile } from '@sc/contract/calls/media.ts';
import type { MultipartSpec } from '@sc/contract/define-call.ts';
import type { FastifyRequest } from 'fastify';
import { BizError } from '../errors.ts';

// The body of a multipart call (an upload) for the envelope: text fields become the body as a
// JSON call would send it (the `sessionContext` field is JSON), the one file comes apart so
// the `$` check and the logs never walk its bytes. Text fields are strings; the call's zod
// request validates them like any payload.

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, files: 1, parts: 21 };

function parseContext(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return {};
  }
}

/**
 * Reads the fields and the file. A file over the limit (the usage's, when the usage came
 * before the file; else the call's) is drained and marked `overLimit`, so the reply can say
 * "too big" instead of the connection breaking under the browser.
 */
export async function readMultipartBody(
  req: FastifyRequest,
  spec: MultipartSpec,
): Promise<{ body: Record<string, unknown>; file: UploadedFile | undefined }> {
  const fields = new Map<string, unknown>();
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts({ limits: { ...FIELD_LIMITS, fileSize: spec.maxBytes } })) {
      if (part.type === 'field') {
        fields.set(part.fieldname, part.value);
        continue;
      }
      const limit = Math.min(spec.maxBytes, spec.limitFor?.(Object.fromEntries(fields)) ?? spec.maxBytes);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      }
      const overLimit = size > limit || part.file.truncated;
      if (part.fieldname !== spec.fileField) continue;
      file = {
        filename: part.filename,
        clientType: part.mimetype,
        size,
        data: overLimit ? new Uint8Array(0) : Buffer.concat(chunks),
        overLimit,
      };
    }
  } catch {
    // A broken form, a second file, too many fields, a field named __proto__.
    throw new BizError('RULE_VIOLATED', 'mediaUploadFailed');
  }
  const { sessionContext, ...rest } = Object.fromEntries(fields);
  const body: Record<string, unknown> = { ...rest };
  if (sessionContext !== undefined) body.sessionContext = parseContext(sessionContext);
  return { body, file };
}
