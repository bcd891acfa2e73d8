import type { AudioFormat } from '../../audio/audio-format';

/** One clip of a track as the rendering thread takes it: bytes in a format it decodes. */
export interface ClipToRender {
  bytes: Uint8Array;
  format: AudioFormat;
  /** A spoken clip's measured length: the decoded MP3 is cut to it (the encoder's padding goes). */
  trimSeconds?: number;
  /**
   * A phrase's stored clip, whose text can be spoken instead if it cannot be decoded; a synced
   * trainer's clip has no text, and a clip it cannot decode fails the track, naming the clip.
   */
  speakable: boolean;
}

/** What the main thread asks a rendering thread. */
export interface RenderRequest {
  id: number;
  clips: ClipToRender[];
}

/** What a rendering thread answers: progress as it goes, then one of the others. */
export type RenderAnswer = { id: number } & (
  | { type: 'progress'; fraction: number }
  | { type: 'done'; mp3: Uint8Array; durationSeconds: number }
  | { type: 'undecodable'; index: number }
  | { type: 'failed'; code: string; message: string; fieldErrors?: Record<string, string> }
);
