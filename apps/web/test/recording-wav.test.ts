import { describe, expect, it } from 'vitest';
import { toUploadWav } from '../src/shared/recording/recording-to-wav';
import { mixToMono, resample } from '../src/shared/recording/resample';
import { encodeWav16 } from '../src/shared/recording/wav-encoder';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.5): Float32Array {
  return Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  );
}

/** Reads back the header fields a server checks, and the samples. */
function readWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  const dataBytes = view.getUint32(40, true);
  return {
    riff: text(0),
    wave: text(8),
    fmt: text(12),
    data: text(36),
    riffSize: view.getUint32(4, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    dataBytes,
    samples: Array.from({ length: dataBytes / 2 }, (_, i) => view.getInt16(44 + i * 2, true)),
  };
}

function zeroCrossings(samples: ArrayLike<number>): number {
  let count = 0;
  for (let i = 1; i < samples.length; i += 1) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) count += 1;
  return count;
}

describe('the WAV encoder', () => {
  it('writes a 16-bit mono PCM RIFF header and little-endian samples', () => {
    const wav = readWav(encodeWav16(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 16_000));
    expect(wav).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      fmt: 'fmt ',
      data: 'data',
      riffSize: 36 + 12,
      format: 1,
      channels: 1,
      sampleRate: 16_000,
      byteRate: 32_000,
      blockAlign: 2,
      bitsPerSample: 16,
      dataBytes: 12,
    });
    // Out-of-range input is clipped, never wrapped around.
    expect(wav.samples).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});

describe('resampling', () => {
  it('averages channels into one', () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])]))).toEqual([0.5, 0]);
  });

  it('downsamples 48 kHz to 16 kHz keeping the pitch and the loudness of speech frequencies', () => {
    const out = resample(sine(440, 48_000, 1), 48_000, 16_000);
    expect(out).toHaveLength(16_000);
    expect(zeroCrossings(out)).toBeGreaterThanOrEqual(878);
    expect(zeroCrossings(out)).toBeLessThanOrEqual(881);
    expect(Math.max(...out)).toBeGreaterThan(0.49);
  });

  it('upsamples 8 kHz to 16 kHz by interpolation', () => {
    expect(Array.from(resample(Float32Array.from([0, 1, 0, -1]), 8_000, 16_000))).toEqual([
      0, 0.5, 1, 0.5, 0, -0.5, -1, -1,
    ]);
  });

  it('turns a decoded 44.1 kHz stereo recording into the 16 kHz mono upload', async () => {
    const left = sine(300, 44_100, 0.5);
    const right = sine(300, 44_100, 0.5);
    const blob = toUploadWav({ numberOfChannels: 2, sampleRate: 44_100, getChannelData: (i) => (i ? right : left) });
    expect(blob.type).toBe('audio/wav');
    const wav = readWav(new Uint8Array(await blob.arrayBuffer()));
    expect(wav).toMatchObject({ channels: 1, sampleRate: 16_000, bitsPerSample: 16, dataBytes: 8000 * 2 });
    expect(zeroCrossings(wav.samples)).toBeGreaterThanOrEqual(298);
    expect(zeroCrossings(wav.samples)).toBeLessThanOrEqual(301);
  });
});
