import type { AudioFormat } from '../../audio/audio-format';

/** A synced trainer's clips as one file: a JSON header (formats and sizes) after its length, then the bytes. */
export function packClips(clips: ReadonlyArray<{ bytes: Uint8Array; format: AudioFormat }>): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify(clips.map((clip) => ({ format: clip.format, length: clip.bytes.length }))),
  );
  const file = new Uint8Array(4 + header.length + clips.reduce((total, clip) => total + clip.bytes.length, 0));
  new DataView(file.buffer).setUint32(0, header.length);
  file.set(header, 4);
  let offset = 4 + header.length;
  for (const clip of clips) {
    file.set(clip.bytes, offset);
    offset += clip.bytes.length;
  }
  return file;
}

/** The clips packClips wrote, in order. */
export function unpackClips(file: Uint8Array): { bytes: Uint8Array; format: AudioFormat }[] {
  const headerLength = new DataView(file.buffer, file.byteOffset, file.byteLength).getUint32(0);
  const header = JSON.parse(new TextDecoder().decode(file.subarray(4, 4 + headerLength))) as {
    format: AudioFormat;
    length: number;
  }[];
  let offset = 4 + headerLength;
  return header.map(({ format, length }) => {
    const bytes = file.subarray(offset, offset + length);
    offset += length;
    return { bytes, format };
  });
}
