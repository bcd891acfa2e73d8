import { parentPort } from 'node:worker_threads';
import { decodeClip } from '../../audio/decode-clip';
import { decodeMp3, Mp3DecodeError, trimToEncodedLength } from '../../audio/mp3-decoder';
import { encodeMp3 } from '../../audio/mp3-encoder';
import { durationSeconds, type PcmAudio } from '../../audio/pcm-audio';
import { WavError } from '../../audio/wav';
import { AppError } from '../../errors/app-error';
import type { ClipToRender, RenderAnswer, RenderRequest } from './render-job-clips';
import { TrackBuilder } from './track-builder';

/**
 * A rendering thread's work (render-thread.mjs loads it): one track at a time, clips decoded and laid end
 * to end by TrackBuilder, then encoded. Decoding counts for the first half of its progress, encoding the rest.
 */
const port = parentPort;
if (!port) throw new Error('render-thread-work.ts must run in a worker thread');

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
      builder.add(await decoded(clip, index));
      port?.postMessage({ id, type: 'progress', fraction: (0.5 * (index + 1)) / clips.length });
    }
    const audio = builder.build();
    const mp3 = await encodeMp3(audio, {}, (fraction) =>
      port?.postMessage({ id, type: 'progress', fraction: 0.5 + 0.5 * fraction }),
    );
    return { id, type: 'done', mp3, durationSeconds: durationSeconds(audio) };
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
