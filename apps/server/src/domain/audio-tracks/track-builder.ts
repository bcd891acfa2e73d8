import { AUDIO_TRACK_MAX_SECONDS } from '@tolk/contracts/limits';
import { normaliseLoudness } from '../../audio/loudness';
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
  private readonly clips: Float32Array[] = [];
  private sampleCount = 0;

  add(clip: PcmAudio): void {
    const prepared = normaliseLoudness(resample(clip, TRACK_SAMPLE_RATE));
    const sampleCount = this.sampleCount + prepared.samples.length + PAUSE_SAMPLES;
    if (sampleCount > MAX_SAMPLES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The track would last more than ${AUDIO_TRACK_MAX_SECONDS / 60} minutes, the longest Tolk renders. Choose fewer or shorter phrases.`,
      );
    }
    this.clips.push(prepared.samples);
    this.sampleCount = sampleCount;
  }

  /** The whole track; the pauses are the zeros between the clips. */
  build(): PcmAudio {
    const samples = new Float32Array(this.sampleCount);
    let offset = 0;
    for (const clip of this.clips) {
      samples.set(clip, offset);
      offset += clip.length + PAUSE_SAMPLES;
    }
    return { samples, sampleRate: TRACK_SAMPLE_RATE };
  }
}
