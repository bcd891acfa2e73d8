/** Decoded mono audio: samples in [-1, 1] at `sampleRate` Hz. Every engine speaks this inside the server. */
export interface PcmAudio {
  samples: Float32Array;
  sampleRate: number;
}

export function durationSeconds(audio: PcmAudio): number {
  return audio.samples.length / audio.sampleRate;
}
