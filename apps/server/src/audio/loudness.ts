import type { PcmAudio } from './pcm-audio';

/** The loudness every clip is brought to: -20 dBFS RMS over its voiced parts, usual for speech. */
export const TARGET_RMS = 0.1;
/** No sample goes past -1 dBFS, so MP3 encoding never clips. */
export const PEAK_CEILING = 0.89;
/** At most +20 dB: a near-silent clip is mostly noise, and raising it further raises only the noise. */
const MAX_GAIN = 10;
/** 20 ms frames: short enough to tell words from the silence between them. */
const FRAME_SECONDS = 0.02;
/** Frames quieter than -60 dBFS are silence and do not count toward the loudness. */
const SILENCE_RMS = 0.001;

/**
 * The factor that brings a clip's voiced frames to TARGET_RMS, limited by the peak ceiling and the
 * gain cap: a whispered recording and a loud synthetic voice end up equally loud in one track, and
 * pauses between words do not make a clip look quieter than it sounds. 1 for a silent clip. The
 * track builder applies it while copying the clip into the track.
 */
export function loudnessGain(audio: PcmAudio): number {
  const loudness = voicedRms(audio);
  const peak = peakOf(audio.samples);
  if (loudness === 0 || peak === 0) return 1;
  return Math.min(TARGET_RMS / loudness, PEAK_CEILING / peak, MAX_GAIN);
}

/** RMS over the frames louder than silence; 0 for a silent clip. */
export function voicedRms(audio: PcmAudio): number {
  const frameLength = Math.max(1, Math.round(audio.sampleRate * FRAME_SECONDS));
  let voicedEnergy = 0;
  let voicedSamples = 0;
  for (let start = 0; start < audio.samples.length; start += frameLength) {
    const end = Math.min(start + frameLength, audio.samples.length);
    let energy = 0;
    for (let index = start; index < end; index++) energy += (audio.samples[index] ?? 0) ** 2;
    if (Math.sqrt(energy / (end - start)) < SILENCE_RMS) continue;
    voicedEnergy += energy;
    voicedSamples += end - start;
  }
  return voicedSamples === 0 ? 0 : Math.sqrt(voicedEnergy / voicedSamples);
}

function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (let index = 0; index < samples.length; index++) {
    const magnitude = Math.abs(samples[index] ?? 0);
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}
