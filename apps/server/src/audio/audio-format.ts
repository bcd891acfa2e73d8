/**
 * Audio containers a saved phrase may hold, recognised from the bytes themselves: what the
 * browser recorders produce (WebM/Opus from voice cloning, MP4 from speech translation, WAV from
 * the dialogue recorder), Ogg from Firefox, and MP3 from the speech engines.
 */
export type AudioFormat = 'mp3' | 'wav' | 'webm' | 'ogg' | 'm4a';

export const MIME_TYPE_BY_FORMAT: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};

export type SniffResult = { format: AudioFormat } | { format: undefined; recognised?: string };

export function sniffAudioFormat(bytes: Uint8Array): SniffResult {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return { format: 'wav' };
  if (isWebm(bytes)) return { format: 'webm' };
  if (ascii(bytes, 0, 4) === 'OggS' && bytes[4] === 0 && ((bytes[5] ?? 0) & 0x02) !== 0) return { format: 'ogg' };
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return { format: 'm4a' };
  if (isMp3(bytes)) return { format: 'mp3' };
  return { format: undefined, recognised: recognise(bytes) };
}

/** EBML magic, then the document type WebM (Matroska proper is not what browsers record). */
function isWebm(bytes: Uint8Array): boolean {
  if (!(bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)) return false;
  return ascii(bytes, 0, Math.min(bytes.length, 64)).includes('webm');
}

/** An ID3v2 tag followed by an MPEG audio frame, or an MPEG audio frame right away. */
function isMp3(bytes: Uint8Array): boolean {
  let offset = 0;
  if (ascii(bytes, 0, 3) === 'ID3') {
    if (bytes.length < 10) return false;
    const size = (bytes[6] ?? 0) * 0x200000 + (bytes[7] ?? 0) * 0x4000 + (bytes[8] ?? 0) * 0x80 + (bytes[9] ?? 0);
    const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
    offset = 10 + size + footer;
  }
  return isMpegFrameHeader(bytes, offset);
}

/**
 * 11 sync bits, a real MPEG version and layer (layer bits 00 there mean AAC in ADTS instead),
 * and a bitrate and sample rate that exist: random bytes starting with 0xFF rarely pass all three.
 */
function isMpegFrameHeader(bytes: Uint8Array, offset: number): boolean {
  if (offset + 4 > bytes.length) return false;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrateIndex !== 0 && bitrateIndex !== 0x0f && sampleRateIndex !== 3;
}

/** Names formats we refuse, so the message says what was sent. */
function recognise(bytes: Uint8Array): string | undefined {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
  if (ascii(bytes, 0, 4) === 'fLaC') return 'FLAC';
  if (b0 === 0x1a && b1 === 0x45 && b2 === 0xdf && b3 === 0xa3) return 'Matroska';
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return 'AAC';
  if (ascii(bytes, 0, 4) === 'RIFF') return `RIFF ${ascii(bytes, 8, 4).trim()}`;
  if (ascii(bytes, 0, 4) === '%PDF') return 'PDF';
  if (b0 === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'PNG';
  if (b0 === 0xff && b1 === 0xd8) return 'JPEG';
  return undefined;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}
