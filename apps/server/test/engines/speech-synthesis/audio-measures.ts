import type { PcmAudio } from '../../../src/audio/pcm-audio';

const FRAME_SECONDS = 0.02;

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/** Share of 20 ms frames whose RMS is above `threshold`: speech keeps most frames busy, a click or hum does not. */
export function activeFrameShare(audio: PcmAudio, threshold: number): number {
  const frameLength = Math.round(audio.sampleRate * FRAME_SECONDS);
  let frames = 0;
  let active = 0;
  for (let start = 0; start + frameLength <= audio.samples.length; start += frameLength) {
    frames++;
    if (rms(audio.samples.subarray(start, start + frameLength)) > threshold) active++;
  }
  return frames === 0 ? 0 : active / frames;
}

/** RMS of each 20 ms frame: the loudness contour of the speech, its syllables and pauses. */
export function envelope(audio: PcmAudio): number[] {
  const frameLength = Math.round(audio.sampleRate * FRAME_SECONDS);
  const frames: number[] = [];
  for (let start = 0; start + frameLength <= audio.samples.length; start += frameLength) {
    frames.push(rms(audio.samples.subarray(start, start + frameLength)));
  }
  return frames;
}

/**
 * Pearson correlation of two loudness contours over their common length. eSpeak NG's output for
 * the same text and voice varies by a few samples between calls, so equality is no test; the
 * contour of the same voice correlates above 0.99, another language's below 0.6.
 */
export function envelopeCorrelation(a: PcmAudio, b: PcmAudio): number {
  const [x, y] = [envelope(a), envelope(b)];
  const length = Math.min(x.length, y.length);
  const mean = (values: number[]) => values.slice(0, length).reduce((sum, value) => sum + value, 0) / length;
  const [meanX, meanY] = [mean(x), mean(y)];
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < length; index++) {
    const dx = (x[index] ?? 0) - meanX;
    const dy = (y[index] ?? 0) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  return covariance / Math.sqrt(varianceX * varianceY);
}
