/**
 * Builds RIFF/WAVE files byte by byte, including the odd ones real recorders write (extra
 * chunks, streaming sizes, extensible headers), so the parser is tested on files it did not write.
 */

export function riff(chunks: Uint8Array[], form = 'WAVE'): Uint8Array {
  const body = concat([ascii(form), ...chunks]);
  return concat([ascii('RIFF'), u32(body.length), body]);
}

/** A chunk with its pad byte when the body is odd; `declaredSize` overrides the size field. */
export function chunk(id: string, body: Uint8Array, declaredSize = body.length): Uint8Array {
  const pad = body.length % 2 === 1 ? new Uint8Array(1) : new Uint8Array(0);
  return concat([ascii(id), u32(declaredSize), body, pad]);
}

export interface FmtOptions {
  tag?: number;
  channels?: number;
  sampleRate?: number;
  bitsPerSample?: number;
  blockAlign?: number;
  /** Writes a 40-byte WAVE_FORMAT_EXTENSIBLE body with this subformat tag. */
  extensibleSubformat?: number;
  /** Replaces the standard GUID tail of the extensible subformat. */
  guidTail?: number[];
}

const GUID_TAIL = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];

export function fmt(options: FmtOptions = {}): Uint8Array {
  const channels = options.channels ?? 1;
  const sampleRate = options.sampleRate ?? 16_000;
  const bits = options.bitsPerSample ?? 16;
  const blockAlign = options.blockAlign ?? (channels * bits) / 8;
  const extensible = options.extensibleSubformat !== undefined;
  const body = new Uint8Array(extensible ? 40 : 16);
  const view = new DataView(body.buffer);
  view.setUint16(0, extensible ? 0xfffe : (options.tag ?? 1), true);
  view.setUint16(2, channels, true);
  view.setUint32(4, sampleRate, true);
  view.setUint32(8, sampleRate * blockAlign, true);
  view.setUint16(12, blockAlign, true);
  view.setUint16(14, bits, true);
  if (extensible) {
    view.setUint16(16, 22, true);
    view.setUint16(18, bits, true);
    view.setUint32(20, channels === 2 ? 0b11 : 0b100, true);
    view.setUint32(24, options.extensibleSubformat ?? 1, true);
    body.set(options.guidTail ?? GUID_TAIL, 28);
  }
  return chunk('fmt ', body);
}

/** Interleaved 16-bit little-endian samples. */
export function pcm16(samples: number[]): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, index) => {
    view.setInt16(index * 2, sample, true);
  });
  return bytes;
}

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

export function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
