import type { FastifyMultipartOptions } from '@fastify/multipart';
import { RECORDING_MAX_BYTES } from '@tolk/contracts/audio';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RECORDING_TOO_LARGE_MESSAGE } from '../audio/validate-recording';
import { AppError } from '../errors/app-error';

/**
 * What @fastify/multipart lets through while it streams a form: one recording of at most the
 * byte cap, and up to 16 short text fields (16 × 4 KiB, the 64 KiB the whole-body limit used to
 * leave around the recording). Anything beyond is refused as it arrives, not after buffering.
 */
export const multipartOptions: FastifyMultipartOptions = {
  limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 16, fieldSize: 4 * 1024, parts: 17 },
};

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
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the recording as multipart/form-data with an '${fileField}' file`,
    );
  }
  const textFields: Record<string, string> = {};
  let file: { bytes: Uint8Array; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', `The form field '${part.fieldname}' is too long`);
        if (typeof part.value === 'string') textFields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField) {
        file = { bytes: new Uint8Array(await part.toBuffer()), name: part.filename || fileField };
      } else {
        // Another file field: read past it, so the fields after it still arrive.
        part.file.resume();
      }
    }
  } catch (error) {
    throw multipartError(request, error, RECORDING_TOO_LARGE_MESSAGE);
  }
  if (!file) {
    throw new AppError('VALIDATION_FAILED', `The '${fileField}' file is missing`, {
      fieldErrors: { [fileField]: 'A recording is required' },
    });
  }
  return { file: file.bytes, fileName: file.name, fields: parseFormFields(schema, textFields) };
}

/** A form's text fields checked by `schema`; VALIDATION_FAILED naming each wrong field otherwise. */
export function parseFormFields<S extends z.ZodType>(schema: S, textFields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(textFields);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'form'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0] ?? 'Invalid form', { fieldErrors });
}

/** The parser's limit errors as 413 (a file over its cap with `fileTooLargeMessage`), anything else it could not read as 400. */
export function multipartError(request: FastifyRequest, error: unknown, fileTooLargeMessage: string): AppError {
  if (error instanceof AppError) return error;
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    request.server.multipartErrors;
  if (error instanceof RequestFileTooLargeError) return new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage);
  if (error instanceof FilesLimitError || error instanceof FieldsLimitError || error instanceof PartsLimitError) {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields or files');
  }
  return new AppError('VALIDATION_FAILED', 'The multipart body could not be read', {
    detail: error instanceof Error ? error.message : String(error),
  });
}
