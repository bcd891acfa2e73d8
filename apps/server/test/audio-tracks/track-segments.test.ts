import { AUDIO_TRACK_MAX_SECONDS } from '@tolk/contracts/limits';
import { describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../src/audio/mp3-decoder';
import { readMp3Frames } from '../../src/audio/mp3-frames';
import type { PcmAudio } from '../../src/audio/pcm-audio';
import {
  encodeSegment,
  TRACK_PAUSE_SECONDS,
  TRACK_SAMPLE_RATE,
  TrackBuilder,
} from '../../src/domain/audio-tracks/track-builder';

/** A voiced burst at a pitch and level, like a short spoken word. */
function tone(seconds: number, frequency: number, amplitude: number, sampleRate = TRACK_SAMPLE_RATE): PcmAudio {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index++) {
    const time = index / sampleRate;
    samples[index] = amplitude * Math.sin(2 * Math.PI * frequency * time) * Math.min(1, 20 * time);
  }
  return { samples, sampleRate };
}

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((total, sample) => total + sample * sample, 0) / Math.max(1, samples.length));

describe('track segments (decision 043)', () => {
  it('lasts as long as its clip and pause, to half a frame, and the length it reports is its frames', async () => {
    for (const seconds of [0.2, 1.37, 2.05, 4.9]) {
      const segment = await encodeSegment(tone(seconds, 220, 0.4));
      expect(Math.abs(segment.seconds - (seconds + TRACK_PAUSE_SECONDS))).toBeLessThanOrEqual(288 / TRACK_SAMPLE_RATE);
      const decoded = await decodeMp3(segment.mp3);
      expect(decoded.samples.length / decoded.sampleRate).toBeCloseTo(segment.seconds, 6);
    }
  });

  it('brings a clip at another rate to the track’s rate and evens its loudness', async () => {
    const quiet = await encodeSegment(tone(1, 300, 0.05, 16_000));
    const loud = await encodeSegment(tone(1, 300, 0.7, 44_100));
    const [a, b] = [await decodeMp3(quiet.mp3), await decodeMp3(loud.mp3)];
    expect(a.sampleRate).toBe(TRACK_SAMPLE_RATE);
    expect(b.sampleRate).toBe(TRACK_SAMPLE_RATE);
    const level = (audio: PcmAudio) => rms(audio.samples.subarray(4_000, 18_000));
    expect(Math.abs(20 * Math.log10(level(a) / level(b)))).toBeLessThan(1);
  });

  it('joins segments into one stream of frames that decodes to each segment in turn', async () => {
    const segments = [
      await encodeSegment(tone(1.2, 200, 0.5)),
      await encodeSegment(tone(0.7, 650, 0.3)),
      await encodeSegment(tone(1.2, 200, 0.5)),
    ];
    const builder = new TrackBuilder();
    for (const segment of segments) builder.add(segment);
    const track = builder.build();

    const frames = readMp3Frames(track.mp3);
    expect(frames.every((frame) => frame.sampleRate === TRACK_SAMPLE_RATE && frame.mono)).toBe(true);
    expect(track.durationSeconds).toBeCloseTo(
      segments.reduce((total, segment) => total + segment.seconds, 0),
      9,
    );

    const whole = await decodeMp3(track.mp3);
    expect(whole.samples.length / whole.sampleRate).toBeCloseTo(track.durationSeconds, 6);
    let offset = 0;
    for (const segment of segments) {
      const alone = (await decodeMp3(segment.mp3)).samples;
      const inTrack = whole.samples.subarray(offset, offset + alone.length);
      // Each segment ends in its pause, so nothing of one carries into the next: the same samples, near enough.
      let worst = 0;
      for (let index = 0; index < alone.length; index++) {
        worst = Math.max(worst, Math.abs((alone[index] ?? 0) - (inTrack[index] ?? 0)));
      }
      expect(worst).toBeLessThan(1e-3);
      expect(rms(inTrack)).toBeGreaterThan(0.05);
      offset += alone.length;
    }
  });

  it('refuses the segment that would take a track past the longest Tolk renders', async () => {
    const minute = await encodeSegment(tone(59, 200, 0.3));
    const builder = new TrackBuilder();
    const fits = Math.floor(AUDIO_TRACK_MAX_SECONDS / minute.seconds);
    for (let count = 0; count < fits; count++) builder.add(minute);
    expect(() => builder.add(minute)).toThrow(/longest Tolk renders/);
    expect(builder.build().durationSeconds).toBeCloseTo(fits * minute.seconds, 6);
  });
});
