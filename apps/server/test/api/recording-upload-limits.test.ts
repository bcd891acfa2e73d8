import { RECORDING_MAX_BYTES } from '@tolk/contracts/audio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A multipart body written out by hand, so a test can send what no FormData would. */
function multipart(parts: Array<{ name: string; value: string | Uint8Array; fileName?: string }>) {
  const boundary = 'tolk-test-boundary';
  const chunks = parts.flatMap(({ name, value, fileName }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n` +
        `${fileName ? 'Content-Type: audio/wav\r\n' : ''}\r\n`,
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor(await t.createUser());
});
afterAll(() => t.close());

const upload = (body: ReturnType<typeof multipart>) =>
  t.request({ method: 'POST', url: '/api/audio/transcribe', token, ...body });

describe('the limits of a recording upload', () => {
  it('refuses a file over the recording byte cap with 413 while it streams', async () => {
    const response = await upload(
      multipart([
        { name: 'languageCode', value: 'en' },
        { name: 'audio', value: new Uint8Array(RECORDING_MAX_BYTES + 1), fileName: 'long.wav' },
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      error: `Recording is too large; the limit is ${(RECORDING_MAX_BYTES / 1_048_576).toFixed(1)} MB.`,
    });
  });

  it('refuses a second file and a form of too many fields with 413', async () => {
    const wav = new Uint8Array(64);
    const twoFiles = await upload(
      multipart([
        { name: 'audio', value: wav, fileName: 'a.wav' },
        { name: 'audio', value: wav, fileName: 'b.wav' },
      ]),
    );
    expect(twoFiles.statusCode).toBe(413);
    const fields = Array.from({ length: 17 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const manyFields = await upload(multipart([...fields, { name: 'audio', value: wav, fileName: 'a.wav' }]));
    expect(manyFields.statusCode).toBe(413);
    expect(manyFields.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a text field longer than 4 KiB with 413', async () => {
    const response = await upload(
      multipart([
        { name: 'languageCode', value: 'e'.repeat(4097) },
        { name: 'audio', value: new Uint8Array(64), fileName: 'a.wav' },
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "The form field 'languageCode' is too long" });
  });

  it('answers 400 for a body that is not the multipart it claims to be', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/audio/transcribe',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\n\r\nno closing boundary',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'The multipart body could not be read' });
  });

  it('reads the fields after a file of another name', async () => {
    const response = await upload(
      multipart([
        { name: 'note', value: new Uint8Array(8), fileName: 'note.txt' },
        { name: 'languageCode', value: 'xx' },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { audio: 'A recording is required' } });
  });
});
