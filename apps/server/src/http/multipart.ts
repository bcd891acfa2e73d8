import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Multipart uploads without another dependency: Fastify buffers the body (bounded by
 * `maxBytes`) and Node's own fetch implementation parses it as form data.
 */
export function acceptMultipart(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );
}

export interface Upload<Fields> {
  file: Uint8Array;
  fileName: string;
  fields: Fields;
}

/** Reads one file field and validates the text fields with `schema`. */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  fileField: string,
  schema: S,
): Promise<Upload<z.output<S>>> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the recording as multipart/form-data with an '${fileField}' file`,
    );
  }
  let form: FormData;
  try {
    form = await new Response(request.body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The multipart body could not be read');
  }
  const file = form.get(fileField);
  if (!(file instanceof Blob)) {
    throw new AppError('VALIDATION_FAILED', `The '${fileField}' file is missing`, {
      fieldErrors: { [fileField]: 'A recording is required' },
    });
  }
  const textFields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  const parsed = schema.safeParse(textFields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'form'] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0] ?? 'Invalid form', { fieldErrors });
  }
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    fileName: file instanceof File ? file.name : fileField,
    fields: parsed.data,
  };
}
