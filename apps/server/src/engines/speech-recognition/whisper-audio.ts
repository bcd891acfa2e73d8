import { resample } from '../../audio/resample';
import { parseWav } from '../../audio/wav';

/** whisper.cpp hears 16 kHz mono; the binding takes it as signed 16-bit PCM. */
export const WHISPER_SAMPLE_RATE = 16_000;

/** Between two stretches of speech kept by the voice-activity model: enough for Whisper to hear a pause. */
const GAP_SECONDS = 0.1;

/** A validated WAV recording as whisper.cpp's input: 16 kHz mono signed 16-bit samples. */
export function whisperPcm(wav: Uint8Array): Int16Array {
  const { samples } = resample(parseWav(wav).audio, WHISPER_SAMPLE_RATE);
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    pcm[index] = Math.round(Math.max(-1, Math.min(1, samples[index] ?? 0)) * 0x7fff);
  }
  return pcm;
}

/** A stretch of speech as whisper.cpp's VAD reports it: start and end in centiseconds. */
export interface SpeechSegment {
  t0: number;
  t1: number;
}

/** Only the stretches of speech, in order, with a short silence between them. */
export function keepSpeech(pcm: Int16Array, segments: readonly SpeechSegment[]): Int16Array {
  const sampleAt = (centiseconds: number) =>
    Math.max(0, Math.min(pcm.length, Math.round((centiseconds / 100) * WHISPER_SAMPLE_RATE)));
  const gap = Math.round(GAP_SECONDS * WHISPER_SAMPLE_RATE);
  const pieces = segments
    .map((segment) => pcm.subarray(sampleAt(segment.t0), sampleAt(segment.t1)))
    .filter((piece) => piece.length > 0);
  const kept = new Int16Array(
    pieces.reduce((total, piece) => total + piece.length, 0) + gap * Math.max(0, pieces.length - 1),
  );
  let offset = 0;
  for (const piece of pieces) {
    kept.set(piece, offset);
    offset += piece.length + gap;
  }
  return kept;
}
