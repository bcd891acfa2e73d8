import { describe, expect, it } from 'vitest';
import { detectVoiceActivity } from '../../src/audio/voice-activity';
import { addClick, hum, mix, sequence, silence, voice, whiteNoise } from './signals';

describe('detectVoiceActivity hears no speech in', () => {
  it('digital silence', () => {
    const activity = detectVoiceActivity(silence(2));
    expect(activity).toEqual({ hasSpeech: false, voicedSeconds: 0, peakDbfs: -120, backgroundDbfs: -120 });
  });

  it('a clip shorter than one frame', () => {
    expect(detectVoiceActivity(silence(0.01)).hasSpeech).toBe(false);
  });

  it('low white noise, and loud white noise too, because it is steady', () => {
    for (const level of [-60, -45, -20]) {
      const activity = detectVoiceActivity(whiteNoise(3, level));
      expect(activity.hasSpeech).toBe(false);
      expect(activity.voicedSeconds).toBe(0);
      expect(activity.backgroundDbfs).toBeCloseTo(level, 0);
    }
  });

  it('a constant 50 Hz and 60 Hz mains hum', () => {
    expect(detectVoiceActivity(hum(2, 50, -25)).hasSpeech).toBe(false);
    expect(detectVoiceActivity(hum(2, 60, -25)).hasSpeech).toBe(false);
  });

  it('a DC offset with faint hiss (a cheap microphone in a quiet room)', () => {
    const offset = { samples: new Float32Array(32_000).fill(0.2), sampleRate: 16_000 };
    expect(detectVoiceActivity(mix(offset, whiteNoise(2, -70))).hasSpeech).toBe(false);
  });

  it('a faint voice-like sound far below speech level (a neighbour through the wall)', () => {
    const faint = sequence(silence(0.5), voice(1, -60), silence(0.5));
    expect(detectVoiceActivity(faint).hasSpeech).toBe(false);
    expect(detectVoiceActivity(sequence(silence(0.5), voice(1, -45), silence(0.5))).hasSpeech).toBe(true);
  });

  it('a single click or pop, in silence and over hiss', () => {
    expect(detectVoiceActivity(addClick(silence(1.5), 0.7)).hasSpeech).toBe(false);
    expect(detectVoiceActivity(addClick(whiteNoise(1.5, -60), 0.2)).hasSpeech).toBe(false);
  });

  it('hiss that steps up 30 dB and stays (a fan switched on), or steps down', () => {
    const fanOn = sequence(whiteNoise(1, -60), whiteNoise(2, -30, 16_000, 2));
    const fanOff = sequence(whiteNoise(2, -30), whiteNoise(1, -60, 16_000, 2));
    expect(detectVoiceActivity(fanOn).hasSpeech).toBe(false);
    expect(detectVoiceActivity(fanOff).hasSpeech).toBe(false);
  });

  it('a burst of key taps, each too short to be a syllable', () => {
    let typing = whiteNoise(2, -65);
    for (let tap = 0; tap < 10; tap++) typing = addClick(typing, 0.1 + tap * 0.17, 0.5);
    expect(detectVoiceActivity(typing).hasSpeech).toBe(false);
  });
});

describe('detectVoiceActivity hears speech in', () => {
  it('one second of voiced syllables', () => {
    const activity = detectVoiceActivity(voice(1, -25));
    expect(activity.hasSpeech).toBe(true);
    expect(activity.voicedSeconds).toBeGreaterThan(0.4);
    expect(activity.peakDbfs).toBeGreaterThan(-28);
  });

  it('speech between stretches of silence, as a real recording starts and ends', () => {
    const recording = sequence(silence(0.6), voice(1.2, -25), silence(0.8));
    expect(detectVoiceActivity(recording).hasSpeech).toBe(true);
  });

  it('quiet speech over hiss, 20 dB above it', () => {
    const activity = detectVoiceActivity(mix(voice(1.5, -40), whiteNoise(1.5, -60)));
    expect(activity.hasSpeech).toBe(true);
    expect(activity.backgroundDbfs).toBeLessThan(-50);
  });

  it('speech over loud hiss and over hum, 15 dB above the background', () => {
    expect(detectVoiceActivity(mix(voice(2, -20), whiteNoise(2, -35))).hasSpeech).toBe(true);
    expect(detectVoiceActivity(mix(voice(2, -20), hum(2, 50, -35))).hasSpeech).toBe(true);
  });

  it('one short word: a single 0.3 s syllable in a second of hiss', () => {
    const word = sequence(silence(0.4), voice(0.3, -25, { syllablesPerSecond: 1 / 0.3 }), silence(0.3));
    const activity = detectVoiceActivity(mix(word, whiteNoise(1, -60)));
    expect(activity.hasSpeech).toBe(true);
    expect(activity.voicedSeconds).toBeLessThan(0.3);
  });

  it('speech starting at the very first frame and running to the last', () => {
    expect(detectVoiceActivity(voice(0.5, -25, { syllablesPerSecond: 2 })).hasSpeech).toBe(true);
  });

  it.each([8000, 22_050, 44_100, 48_000])('speech recorded at %d Hz', (sampleRate) => {
    const recording = sequence(silence(0.3, sampleRate), voice(1, -30, { sampleRate }), silence(0.3, sampleRate));
    expect(detectVoiceActivity(recording).hasSpeech).toBe(true);
  });

  it('speech with a click before it (the record button)', () => {
    const recording = addClick(sequence(silence(0.5), voice(1, -25)), 0.05);
    expect(detectVoiceActivity(recording).hasSpeech).toBe(true);
  });
});

describe('detectVoiceActivity on the longest recording', () => {
  // Its speed is not asserted here: timing belongs to benchmarks, not to tests on a noisy machine.
  it('finds the speech in 120 s at 48 kHz', () => {
    const tenSeconds = voice(10, -30, { sampleRate: 48_000 });
    const speech = sequence(...Array.from({ length: 12 }, () => tenSeconds));
    const recording = mix(whiteNoise(120, -60, 48_000), speech);
    expect(detectVoiceActivity(recording).hasSpeech).toBe(true);
  });
});
