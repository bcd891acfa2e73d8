import { AUDIO_TRACK_MAX_SECONDS } from '@tolk/contracts/limits';
import { loudnessGain } from '../../audio/loudness';
import type { PcmAudio } from '../../audio/pcm-audio';
import { resample } from '../../audio/resample';
import { AppError } from '../../errors/app-error';

/** eSpeak NG's own rate, so synthesised clips need no resampling; ample for speech, valid for MP3. */
export const TRACK_SAMPLE_RATE = 22_050;
/** Silence after every clip: time to recall the translation, then to repeat it. */
export const TRACK_PAUSE_SECONDS = 1;

const PAUSE_SAMPLES = Math.round(TRACK_PAUSE_SECONDS * TRACK_SAMPLE_RATE);
const MAX_SAMPLES = AUDIO_TRACK_MAX_SECONDS * TRACK_SAMPLE_RATE;

/**
 * Lays clips end to end, each brought to the track's sample rate and loudness and followed by a
 * pause. Refuses as soon as the track would pass AUDIO_TRACK_MAX_SECONDS, before more clips are
 * decoded or synthesised.
 */
export class TrackBuilder {
  // Each clip at the track's rate with the gain that evens its loudness, applied when the track
  // is built: one copy of the samples instead of two.
  private readonly clips: { samples: Float32Array; gain: number }[] = [];
  private sampleCount = 0;

  add(clip: PcmAudio): void {
    const prepared = resample(clip, TRACK_SAMPLE_RATE);
    const sampleCount = this.sampleCount + prepared.samples.length + PAUSE_SAMPLES;
    if (sampleCount > MAX_SAMPLES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The track would last more than ${AUDIO_TRACK_MAX_SECONDS / 60} minutes, the longest Tolk renders. Choose fewer or shorter phrases.`,
      );
    }
    this.clips.push({ samples: prepared.samples, gain: loudnessGain(prepared) });
    this.sampleCount = sampleCount;
  }

  /** The whole track; the pauses are the zeros between the clips. */
  build(): PcmAudio {
    const samples = new Float32Array(this.sampleCount);
    let offset = 0;
    for (const { samples: clip, gain } of this.clips) {
      for (let index = 0; index < clip.length; index++) samples[offset + index] = (clip[index] ?? 0) * gain;
      offset += clip.length + PAUSE_SAMPLES;
    }
    return { samples, sampleRate: TRACK_SAMPLE_RATE };
  }
}
