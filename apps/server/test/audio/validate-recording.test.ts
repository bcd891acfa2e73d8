import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS } from '@tolk/contracts/audio';
import type { ErrorCode } from '@tolk/contracts/errors';
import { describe, expect, it } from 'vitest';
import { validateRecording } from '../../src/audio/validate-recording';
import { AppError } from '../../src/errors/app-error';
import { httpStatusByCode } from '../../src/errors/http-status';
import { ascii, chunk, concat, fmt, riff } from './wav-builder';

function refusal(bytes: Uint8Array): AppError {
  try {
    validateRecording(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('the recording was accepted');
}

function expectRefused(bytes: Uint8Array, code: ErrorCode, status: number, message: RegExp) {
  const error = refusal(bytes);
  expect(error.code).toBe(code);
  expect(httpStatusByCode[error.code]).toBe(status);
  expect(error.message).toMatch(message);
}

/** A silent WAV of `frames` sample frames; silence is fine here, voice detection is another step. */
function wavOf(frames: number, sampleRate: number, channels = 1): Uint8Array {
  return riff([fmt({ sampleRate, channels }), chunk('data', new Uint8Array(frames * channels * 2))]);
}

describe('validateRecording', () => {
  it('returns the decoded audio of a valid recording', () => {
    const wav = validateRecording(wavOf(16_000, 16_000, 2));
    expect(wav).toMatchObject({ channels: 2, sampleRate: 16_000, frameCount: 16_000 });
    expect(wav.audio.samples).toHaveLength(16_000);
  });

  it.each([
    ['WebM', [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]],
    ['Ogg', [...ascii('OggS'), 0, 2, 0, 0, 0, 0, 0, 0]],
    ['MP3', [...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0x23, 0, 0]],
    ['MP4', [0, 0, 0, 0x20, ...ascii('ftypM4A '), 0, 0]],
  ])('refuses %s with 415 and asks for 16-bit PCM WAV', (name, bytes) => {
    expectRefused(
      Uint8Array.from(bytes),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      new RegExp(`^Unsupported audio format \\(${name}\\)\\. Send the recording as 16-bit PCM WAV`),
    );
  });

  it('refuses bytes it cannot name with 415 too', () => {
    expectRefused(ascii('not audio at all'), 'UNSUPPORTED_MEDIA_TYPE', 415, /^Unsupported audio format\. Send/);
  });

  it('refuses a WAV of another encoding with 415, saying which', () => {
    const eightBit = riff([fmt({ bitsPerSample: 8 }), chunk('data', new Uint8Array(8000))]);
    expectRefused(eightBit, 'UNSUPPORTED_MEDIA_TYPE', 415, /^8-bit PCM WAV is not supported\. Send .*16-bit PCM WAV/);
  });

  it('refuses a broken WAV with 400, saying what is wrong, as a field error too', () => {
    const whole = wavOf(16_000, 16_000);
    expectRefused(
      whole.subarray(0, 1000),
      'VALIDATION_FAILED',
      400,
      /truncated: its 'data' chunk declares 32000 bytes/,
    );
    expectRefused(
      riff([fmt({ channels: 2, blockAlign: 2 }), chunk('data', new Uint8Array(16_000))]),
      'VALIDATION_FAILED',
      400,
      /block size 2/,
    );
    expect(refusal(whole.subarray(0, 1000)).fieldErrors).toEqual({ audio: expect.stringMatching(/truncated/) });
  });

  it('refuses one byte over the size limit with 413 before parsing anything', () => {
    expectRefused(
      new Uint8Array(RECORDING_MAX_BYTES + 1),
      'PAYLOAD_TOO_LARGE',
      413,
      /^Recording is too large \(22\.0 MB\)/,
    );
  });

  it('accepts a file of exactly the byte limit: 120 s of 48 kHz stereo plus metadata', () => {
    const audio = wavOf(RECORDING_MAX_SECONDS * 48_000, 48_000, 2);
    const metadata = chunk('LIST', new Uint8Array(RECORDING_MAX_BYTES - audio.length - 8));
    const bytes = concat([audio, metadata]);
    new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
    expect(bytes.length).toBe(RECORDING_MAX_BYTES);
    expect(validateRecording(bytes).frameCount).toBe(5_760_000);
  });

  it.each([8000, 16_000, 44_100, 48_000])('accepts exactly %d Hz × 0.3 s and × 120 s', (sampleRate) => {
    const shortest = Math.round(RECORDING_MIN_SECONDS * sampleRate);
    const longest = RECORDING_MAX_SECONDS * sampleRate;
    expect(validateRecording(wavOf(shortest, sampleRate)).frameCount).toBe(shortest);
    expect(validateRecording(wavOf(longest, sampleRate)).frameCount).toBe(longest);
  });

  it('refuses a recording one sample shorter than 0.3 s', () => {
    expectRefused(
      wavOf(4799, 16_000),
      'VALIDATION_FAILED',
      400,
      /^Recording is too short \(0\.29 s\); speak for at least 0\.3/,
    );
    expectRefused(wavOf(0, 16_000), 'VALIDATION_FAILED', 400, /^Recording is too short \(0\.00 s\)/);
  });

  it('refuses a recording one sample longer than 120 s', () => {
    const error = refusal(wavOf(120 * 16_000 + 1, 16_000));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Recording is too long (120.1 s); the limit is 120 seconds.');
    expect(error.fieldErrors).toEqual({ audio: error.message });
  });
});
