import type { PcmAudio } from './pcm-audio';

/**
 * Does a recording contain speech at all? Asked before a recognition engine sees it, because
 * Whisper-style models invent text for silence and noise ("Thank you.", subtitles credits) and
 * the app answers 'No speech detected' instead.
 *
 * An energy detector: speech is loud and comes in syllables, so its frames stand well above the
 * recording's own background, while silence, hiss and hum are steady and a click is brief.
 * Its blind spot is sound that is loud and modulated like speech (music, a television, a door
 * slam that rings for a while): that reaches the engine, which then usually returns no words.
 * Possible upgrade: a Silero VAD model scores frames with a neural network
 * and would also tell speech from music or a door slam, but it needs an ONNX runtime we do not ship.
 */

/** The thresholds, with why each has its value. */
export const VOICE_ACTIVITY = {
  /** 20 ms: short enough to resolve syllables (100–300 ms), long enough for a stable energy. */
  frameSeconds: 0.02,
  /**
   * The background level is judged within ±1 s of each frame, so it follows noise that changes
   * during a long recording (a fan switching on, a car passing) instead of one global level.
   */
  floorWindowSeconds: 1,
  /**
   * The 10th percentile of that window is the background: even fluent speech pauses between
   * syllables and words for well over 10 % of the time, so this lands in the gaps, not on vowels.
   */
  floorPercentile: 0.1,
  /**
   * A voiced frame is 10 dB (10× the power) above the background. Steady noise varies by about
   * 1 dB from frame to frame, so it never gets there; a voice at a learner's microphone does even
   * in a noisy room.
   */
  marginDb: 10,
  /**
   * ...and at least -50 dBFS RMS: 25–30 dB below speech at a microphone (browsers' gain control
   * puts it near -25), so a faint sound in a dead-silent recording is not taken for a voice.
   */
  minLevelDbfs: -50,
  /** Only runs of at least 3 frames (60 ms) count: a syllable lasts longer, a click or a key tap less. */
  minRunFrames: 3,
  /**
   * A syllable rises out of and falls back into something quieter: within 100 ms on each side of
   * a run there must be a frame 6 dB below the run's peak (unless the run touches the clip's
   * edge). Without this, noise that steps up and stays (a fan switched on) would read as up to
   * 0.8 s of voice while the ±1 s background window catches up with it.
   */
  dipSeconds: 0.1,
  dipDb: 6,
  /**
   * 0.15 s of voiced frames in total: the vowel of the shortest one-syllable word ('ja', 'no',
   * 'oui') is about that long, while a click, pop or cough burst is well under it.
   */
  minVoicedSeconds: 0.15,
} as const;

export interface VoiceActivity {
  hasSpeech: boolean;
  /** Seconds of frames counted as voice. */
  voicedSeconds: number;
  /** The loudest frame and the median background, RMS in dBFS; for logs. */
  peakDbfs: number;
  backgroundDbfs: number;
}

/** Level of digital silence, instead of -Infinity. */
const SILENCE_DBFS = -120;

export function detectVoiceActivity(audio: PcmAudio): VoiceActivity {
  const frameLength = Math.round(audio.sampleRate * VOICE_ACTIVITY.frameSeconds);
  const levels = frameLevels(audio.samples, frameLength);
  const floors = backgroundLevels(levels, Math.round(VOICE_ACTIVITY.floorWindowSeconds / VOICE_ACTIVITY.frameSeconds));
  const voiced = levels.map((level, index) => (isVoiced(level, floors[index] ?? SILENCE_DBFS) ? 1 : 0));
  const dipFrames = Math.round(VOICE_ACTIVITY.dipSeconds / VOICE_ACTIVITY.frameSeconds);
  const voicedFrames = syllableRuns(voiced).reduce(
    (total, run) => (isSyllable(levels, run, dipFrames) ? total + run.end - run.start : total),
    0,
  );
  const voicedSeconds = (voicedFrames * frameLength) / audio.sampleRate;
  return {
    hasSpeech: voicedSeconds >= VOICE_ACTIVITY.minVoicedSeconds,
    voicedSeconds,
    peakDbfs: levels.length ? Math.max(...levels) : SILENCE_DBFS,
    backgroundDbfs: median(floors),
  };
}

/**
 * RMS level of each whole frame in dBFS, around the frame's own mean: a microphone's DC offset
 * is not sound and must not lift silence above the minimum level.
 */
function frameLevels(samples: Float32Array, frameLength: number): Float64Array {
  const levels = new Float64Array(Math.floor(samples.length / frameLength));
  for (let frame = 0; frame < levels.length; frame++) {
    const start = frame * frameLength;
    let sum = 0;
    let sumOfSquares = 0;
    for (let index = start; index < start + frameLength; index++) {
      const sample = samples[index] ?? 0;
      sum += sample;
      sumOfSquares += sample * sample;
    }
    const mean = sum / frameLength;
    const power = sumOfSquares / frameLength - mean * mean;
    levels[frame] = power > 0 ? Math.max(SILENCE_DBFS, 10 * Math.log10(power)) : SILENCE_DBFS;
  }
  return levels;
}

/** The background at each frame: a low percentile of the levels within `halfWindow` frames of it. */
function backgroundLevels(levels: Float64Array, halfWindow: number): Float64Array {
  return levels.map((_, index) => {
    const window = levels.slice(Math.max(0, index - halfWindow), index + halfWindow + 1).sort();
    return window[Math.floor(VOICE_ACTIVITY.floorPercentile * (window.length - 1))] ?? SILENCE_DBFS;
  });
}

function isVoiced(level: number, background: number): boolean {
  return level >= VOICE_ACTIVITY.minLevelDbfs && level >= background + VOICE_ACTIVITY.marginDb;
}

interface Run {
  start: number;
  /** Exclusive. */
  end: number;
}

/** Runs of consecutive voiced frames long enough to be a syllable. */
function syllableRuns(voiced: Float64Array): Run[] {
  const runs: Run[] = [];
  let start = 0;
  for (let index = 0; index <= voiced.length; index++) {
    if (voiced[index] === 1) continue;
    if (index - start >= VOICE_ACTIVITY.minRunFrames) runs.push({ start, end: index });
    start = index + 1;
  }
  return runs;
}

function isSyllable(levels: Float64Array, run: Run, dipFrames: number): boolean {
  const peak = Math.max(...levels.subarray(run.start, run.end));
  const dipsOrEdge = (from: number, to: number) =>
    from >= to || Math.min(...levels.subarray(from, to)) <= peak - VOICE_ACTIVITY.dipDb;
  return (
    dipsOrEdge(Math.max(0, run.start - dipFrames), run.start) &&
    dipsOrEdge(run.end, Math.min(levels.length, run.end + dipFrames))
  );
}

function median(values: Float64Array): number {
  if (values.length === 0) return SILENCE_DBFS;
  return values.slice().sort()[Math.floor(values.length / 2)] ?? SILENCE_DBFS;
}
