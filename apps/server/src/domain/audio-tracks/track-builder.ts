import { AUDIO_TRACK_MAX_SECONDS } from '@tolk/contracts/limits';
import { loudnessGain } from '../../audio/loudness';
import { encodeMp3 } from '../../audio/mp3-encoder';
import { mp3Seconds } from '../../audio/mp3-frames';
import type { PcmAudio } from '../../audio/pcm-audio';
import { resample } from '../../audio/resample';
import { AppError } from '../../errors/app-error';

/** eSpeak NG's own rate, so synthesised clips need no resampling; ample for speech, valid for MP3. */
export const TRACK_SAMPLE_RATE = 22_050;
/** Silence after every clip: time to recall the translation, then to repeat it. */
export const TRACK_PAUSE_SECONDS = 1;

const PAUSE_SAMPLES = Math.round(TRACK_PAUSE_SECONDS * TRACK_SAMPLE_RATE);
/** Samples in one MPEG-2 Layer III frame, the unit an MP3 at the track's rate grows by. */
const FRAME_SAMPLES = 576;
/**
 * What LAME adds to n samples: its output is ceil((n + 1152) / 576) frames at this rate (its priming delay and
 * the last frame's flush, measured on the encoder we ship). Ending a clip's pause so that n + 1152 is a whole
 * number of frames makes the encoded segment as long as clip and pause, to half a frame (13 ms).
 */
const ENCODER_OVERHEAD_SAMPLES = 2 * FRAME_SAMPLES;

/** One clip at the track's rate and loudness followed by its pause, encoded on its own (decision 043). */
export interface TrackSegment {
  mp3: Uint8Array;
  /** How long its frames play. */
  seconds: number;
}

/**
 * A clip made ready to join a track: brought to the track's rate and loudness, given its pause, and encoded.
 * Segments of a rate, bitrate and channel count join by putting their frames end to end (each starts with no
 * borrowed bits, as every LAME stream does), so a clip met again, in this track or the next, is not encoded again.
 */
export async function encodeSegment(clip: PcmAudio): Promise<TrackSegment> {
  const prepared = resample(clip, TRACK_SAMPLE_RATE);
  const frames = Math.round((prepared.samples.length + PAUSE_SAMPLES) / FRAME_SAMPLES);
  const length = Math.max(prepared.samples.length, frames * FRAME_SAMPLES - ENCODER_OVERHEAD_SAMPLES);
  const samples = new Float32Array(length);
  const gain = loudnessGain(prepared);
  for (let index = 0; index < prepared.samples.length; index++) samples[index] = (prepared.samples[index] ?? 0) * gain;
  const mp3 = await encodeMp3({ samples, sampleRate: TRACK_SAMPLE_RATE });
  return { mp3, seconds: mp3Seconds(mp3) };
}

/**
 * Lays segments end to end. Refuses as soon as the track would pass AUDIO_TRACK_MAX_SECONDS, before more
 * clips are decoded or synthesised.
 */
export class TrackBuilder {
  private readonly segments: Uint8Array[] = [];
  private seconds = 0;

  add(segment: TrackSegment): void {
    if (this.seconds + segment.seconds > AUDIO_TRACK_MAX_SECONDS) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The track would last more than ${AUDIO_TRACK_MAX_SECONDS / 60} minutes, the longest Tolk renders. Choose fewer or shorter phrases.`,
      );
    }
    this.segments.push(segment.mp3);
    this.seconds += segment.seconds;
  }

  /** The whole track as one MP3 and how long it plays. */
  build(): { mp3: Uint8Array; durationSeconds: number } {
    const mp3 = new Uint8Array(this.segments.reduce((total, segment) => total + segment.length, 0));
    let offset = 0;
    for (const segment of this.segments) {
      mp3.set(segment, offset);
      offset += segment.length;
    }
    return { mp3, durationSeconds: this.seconds };
  }
}
