import type { PcmAudio } from '../../audio/pcm-audio';
import { EngineError } from '../engine-error';
import { pcm16FromLittleEndian, pcm16ToFloat32 } from './pcm16';

/** Containers a server may send when it ignored our request for raw PCM, by their first bytes. */
const CONTAINERS: [magic: string, name: string][] = [
  ['RIFF', 'WAV'],
  ['ID3', 'MP3'],
  ['OggS', 'Ogg'],
  ['fLaC', 'FLAC'],
];

/**
 * Reads a provider's answer of raw 16-bit little-endian mono PCM (OpenAI's 'pcm', ElevenLabs'
 * 'pcm_24000') into PcmAudio. Raw PCM has no header to validate, so this refuses what is
 * clearly not it: no bytes, a text or JSON body, a known container, or an odd byte count.
 */
export async function readPcmAnswer(
  engine: string,
  response: Response,
  sampleRate: number,
  signal: AbortSignal,
): Promise<PcmAudio> {
  const contentType = response.headers.get('content-type') ?? '';
  if (/^text\/|json|html|xml/i.test(contentType)) {
    await response.body?.cancel();
    throw new EngineError(engine, 'malformed', `answered ${contentType} instead of audio`);
  }
  const bytes = await readBody(engine, response, signal);
  if (bytes.length === 0) throw new EngineError(engine, 'malformed', 'answered with no audio');
  const container = CONTAINERS.find(([magic]) => startsWith(bytes, magic));
  if (container) throw new EngineError(engine, 'malformed', `answered ${container[1]} instead of raw PCM`);
  if (bytes.length % 2 !== 0) {
    throw new EngineError(engine, 'malformed', `answered ${bytes.length} bytes, not whole 16-bit samples`);
  }
  return { samples: pcm16ToFloat32(pcm16FromLittleEndian(bytes)), sampleRate };
}

/** The body can stall or break after the headers arrived; that is the same timeout or network failure. */
async function readBody(engine: string, response: Response, signal: AbortSignal): Promise<Uint8Array> {
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw new EngineError(engine, 'timeout', 'the audio did not arrive in time');
    const reason = error instanceof Error ? error.message : String(error);
    throw new EngineError(engine, 'unreachable', `the connection broke while reading the audio: ${reason}`);
  }
}

function startsWith(bytes: Uint8Array, magic: string): boolean {
  return [...magic].every((character, index) => bytes[index] === character.charCodeAt(0));
}
