import { RECORDING_SAMPLE_RATE } from '@tolk/contracts/audio';
import { mixToMono, resample } from './resample';
import { encodeWav16 } from './wav-encoder';

/** The parts of a Web Audio AudioBuffer a conversion needs (so tests can pass plain data). */
export interface DecodedAudio {
  numberOfChannels: number;
  sampleRate: number;
  getChannelData(channel: number): Float32Array;
}

/** Decoded audio as the upload the server wants: 16 kHz, mono, 16-bit WAV. */
export function toUploadWav(audio: DecodedAudio): Blob {
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index));
  const mono = resample(mixToMono(channels), audio.sampleRate, RECORDING_SAMPLE_RATE);
  return new Blob([encodeWav16(mono, RECORDING_SAMPLE_RATE)], { type: 'audio/wav' });
}

/** Decodes what MediaRecorder made (WebM/Opus, MP4/AAC, …) with Web Audio and converts it. */
export async function recordingToWav(recording: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const decoded = await context.decodeAudioData(await recording.arrayBuffer());
    return toUploadWav(decoded);
  } finally {
    void context.close();
  }
}
