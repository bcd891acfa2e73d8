/** 16-bit signed samples to the [-1, 1] floats of PcmAudio. */
export function pcm16ToFloat32(samples: Int16Array): Float32Array {
  const floats = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index++) floats[index] = (samples[index] ?? 0) / 32768;
  return floats;
}

/** Raw little-endian 16-bit PCM bytes, as providers send them, to samples; the length must be even. */
export function pcm16FromLittleEndian(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(bytes.byteLength >> 1);
  for (let index = 0; index < samples.length; index++) samples[index] = view.getInt16(index * 2, true);
  return samples;
}
