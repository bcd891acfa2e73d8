import {
  AddVoiceFields,
  VOICE_RELAY_BODY_TOO_LARGE_MESSAGE,
  VOICE_RELAY_MAX_BODY_BYTES,
  VOICE_SAMPLE_FIELD,
  VOICE_SAMPLE_MAX_FILES,
} from '@tolk/contracts/voice-cloning';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { multipartError, parseFormFields } from './multipart';

/** Text fields an add-voice form may have (name, description, remove_background_noise) and a little room. */
const MAX_TEXT_FIELDS = 8;
const MAX_FIELD_BYTES = 4 * 1024;

/**
 * Reads an add-voice form (its text fields and its `files` samples) of at most
 * VOICE_RELAY_MAX_BODY_BYTES in all, refusing with 413 as soon as more arrives, checks it, and
 * returns it as a form to send on: the provider sees nothing the checks did not pass. The samples
 * keep their file names and types. Held in memory up to the cap, since nothing may reach the
 * provider before the whole form is known to be valid.
 */
export async function readVoiceSampleForm(request: FastifyRequest): Promise<FormData> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the voice samples as multipart/form-data with '${VOICE_SAMPLE_FIELD}' files`,
    );
  }
  // A declared length over the cap is refused before a byte is read.
  if (Number(request.headers['content-length']) > VOICE_RELAY_MAX_BODY_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', VOICE_RELAY_BODY_TOO_LARGE_MESSAGE);
  }
  const fields: Record<string, string> = {};
  const samples: File[] = [];
  let bytesRead = 0;
  const count = (bytes: number) => {
    bytesRead += bytes;
    if (bytesRead > VOICE_RELAY_MAX_BODY_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', VOICE_RELAY_BODY_TOO_LARGE_MESSAGE);
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: VOICE_RELAY_MAX_BODY_BYTES,
        files: VOICE_SAMPLE_MAX_FILES,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: VOICE_SAMPLE_MAX_FILES + MAX_TEXT_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', `The form field '${part.fieldname}' is too long`);
        if (part.fieldname in fields || typeof part.value !== 'string') {
          throw formFieldError(part.fieldname, `The form field '${part.fieldname}' must be sent once, as text`);
        }
        count(Buffer.byteLength(part.value));
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== VOICE_SAMPLE_FIELD) {
        throw formFieldError(part.fieldname, `Only '${VOICE_SAMPLE_FIELD}' may carry files`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        count(chunk.length);
        chunks.push(chunk);
      }
      samples.push(new File(chunks, part.filename || 'sample', { type: part.mimetype }));
    }
  } catch (error) {
    throw multipartError(request, error, VOICE_RELAY_BODY_TOO_LARGE_MESSAGE);
  }
  const checked = parseFormFields(AddVoiceFields, fields);
  if (samples.length === 0) {
    throw formFieldError(VOICE_SAMPLE_FIELD, 'At least one voice sample is required');
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(checked)) if (value !== undefined) form.append(name, value);
  for (const sample of samples) form.append(VOICE_SAMPLE_FIELD, sample);
  return form;
}

function formFieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: message } });
}
