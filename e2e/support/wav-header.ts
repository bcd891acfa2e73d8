/** The format fields of a RIFF/WAVE file, read from its fmt and data chunks. */
export interface WavFormat {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  seconds: number;
}

export function describeWav(bytes: Uint8Array): WavFormat | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let fmt: Omit<WavFormat, 'seconds'> | null = null;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ') {
      fmt = {
        format: view.getUint16(offset + 8, true),
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    }
    if (tag(offset) === 'data' && fmt) {
      const seconds = size / (fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8));
      return { ...fmt, seconds };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
