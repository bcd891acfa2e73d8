import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { decodeClip } from '../../audio/decode-clip';
import { decodeMp3, Mp3DecodeError, trimToEncodedLength } from '../../audio/mp3-decoder';
import type { PcmAudio } from '../../audio/pcm-audio';
import { WavError } from '../../audio/wav';
import { AppError } from '../../errors/app-error';
import type { ClipToRender, RenderAnswer, RenderRequest } from './render-job-clips';
import { encodeSegment, TrackBuilder, type TrackSegment } from './track-builder';

/**
 * A rendering thread's work (render-thread.mjs loads it): one track at a time, each clip made a segment
 * (decoded, evened, encoded with its pause) or taken from the segments this thread made before, and the
 * segments joined by TrackBuilder (decision 043). Progress counts clips.
 */
const port = parentPort;
if (!port) throw new Error('render-thread-work.ts must run in a worker thread');

/**
 * Segments by the clip's bytes and cut: a learner's phrases come back in track after track, and the same
 * spoken translation in many learners' phrases. 32 MiB holds some 1,300 clips of 3 s at 64 kbit/s.
 */
const segments = new LRUCache<string, TrackSegment>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (segment) => Math.max(1, segment.mp3.length),
});

function segmentKey(clip: ClipToRender): string {
  const hash = createHash('sha256').update(clip.bytes).digest('base64url');
  return `${clip.format}:${clip.trimSeconds ?? ''}:${hash}`;
}

class Undecodable extends Error {
  constructor(readonly index: number) {
    super(`clip ${index + 1} could not be decoded`);
  }
}

port.on('message', (request: RenderRequest) => {
  void render(request).then((answer) => {
    const transfer = answer.type === 'done' ? [answer.mp3.buffer as ArrayBuffer] : [];
    port.postMessage(answer, transfer);
  });
});
port.postMessage({ type: 'ready' });

async function render({ id, clips }: RenderRequest): Promise<RenderAnswer> {
  try {
    const builder = new TrackBuilder();
    for (const [index, clip] of clips.entries()) {
      const key = segmentKey(clip);
      let segment = segments.get(key);
      if (!segment) {
        segment = await encodeSegment(await decoded(clip, index));
        segments.set(key, segment);
      }
      builder.add(segment);
      port?.postMessage({ id, type: 'progress', fraction: (index + 1) / clips.length });
    }
    const { mp3, durationSeconds } = builder.build();
    return { id, type: 'done', mp3, durationSeconds };
  } catch (error) {
    if (error instanceof Undecodable) return { id, type: 'undecodable', index: error.index };
    if (error instanceof AppError) {
      return { id, type: 'failed', code: error.code, message: error.message, fieldErrors: error.fieldErrors };
    }
    return { id, type: 'failed', code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
  }
}

async function decoded(clip: ClipToRender, index: number): Promise<PcmAudio> {
  if (clip.trimSeconds !== undefined) return trimToEncodedLength(await decodeMp3(clip.bytes), clip.trimSeconds);
  let reason: string | undefined;
  try {
    const audio = await decodeClip(clip.bytes, clip.format);
    if (audio) return audio;
  } catch (error) {
    if (!(error instanceof WavError || error instanceof Mp3DecodeError)) throw error;
    reason = error.message;
  }
  if (clip.speakable) throw new Undecodable(index);
  const field = `audioBase64List.${index}`;
  const message =
    reason === undefined
      ? `Clip ${index + 1} is ${clip.format.toUpperCase()} audio; a synced trainer can hold MP3 or WAV clips.`
      : `Clip ${index + 1} could not be decoded: ${reason}.`;
  const code = reason === undefined ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
  throw new AppError(code, message, { fieldErrors: { [field]: message } });
}
