import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { durationSeconds, type PcmAudio } from '../../audio/pcm-audio';
import { AppError } from '../../errors/app-error';
import { speechCacheKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';
import { EngineError } from '../engine-error';
import type { EngineGate } from '../engine-gate';
import type { SpeechSynthesizer } from './speech-synthesizer';

export interface SpokenText {
  mp3: Uint8Array;
  durationSeconds: number;
  engine: string;
  cached: boolean;
}

export interface SpeechService {
  /** `learner`: the learner's id (engine slots are shared fairly between learners). */
  speak(request: { text: string; language: LanguageCode; learner?: string }): Promise<SpokenText>;
  engines(): readonly SpeechSynthesizer[];
  chain(): readonly GatedSynthesizer[];
}

export interface GatedSynthesizer {
  synthesizer: SpeechSynthesizer;
  gate: EngineGate;
}

/**
 * Speaks a text with the first engine of the chain that serves the language, falling through
 * on failure, and keeps every result as MP3 in the blob store keyed by (engine, voice,
 * language, text), so a repeated phrase costs nothing.
 */
export function createSpeechService(options: {
  chain: GatedSynthesizer[];
  blobs: BlobStore;
  encodeMp3: (audio: PcmAudio) => Promise<Uint8Array>;
  log: FastifyBaseLogger;
}): SpeechService {
  const { chain, blobs, encodeMp3, log } = options;

  return {
    async speak({ text, language, learner }) {
      const engines = chain.filter((member) => member.synthesizer.supports(language));
      if (engines.length === 0) {
        throw new AppError('ENGINE_UNAVAILABLE', `No speech engine speaks ${LANGUAGES[language].name}.`);
      }
      const failures: EngineError[] = [];
      for (const { synthesizer, gate } of engines) {
        const key = speechCacheKey({ engine: synthesizer.name, voice: synthesizer.voice, language, text });
        const cached = await blobs.get(key);
        if (cached) return { ...readCached(cached), engine: synthesizer.name, cached: true };
        try {
          const audio = await gate.run((signal) => synthesizer.synthesize({ text, language, signal }), { learner });
          const spoken = { mp3: await encodeMp3(audio), durationSeconds: durationSeconds(audio) };
          // The cache only saves the next request's work: a store that fails to keep the copy must
          // not cost this learner the audio they already have.
          await blobs.put(key, writeCached(spoken)).catch((error: unknown) => {
            log.warn({ err: error, engine: synthesizer.name }, 'could not cache the spoken audio');
          });
          return { ...spoken, engine: synthesizer.name, cached: false };
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          log.warn(
            { engine: error.engine, failure: error.failure, language, err: error.message },
            'speech engine failed',
          );
          failures.push(error);
        }
      }
      // Every engine declined this text (eSpeak NG cannot read a kanji its analyser does not know): retrying will not help.
      if (failures.every((failure) => failure.failure === 'unsupported')) {
        const reasons = failures.map((failure) => failure.message).join('; ');
        throw new AppError(
          'ENGINE_UNAVAILABLE',
          `No configured speech engine can read this text (${reasons}). Configure ELEVENLABS_API_KEY, or OPENAI_BASE_URL with SPEECH_MODEL.`,
        );
      }
      const names = failures.map((failure) => failure.engine).join(', ');
      throw new AppError('ENGINE_FAILED', `Could not generate audio: ${names} failed. Please try again.`);
    },
    engines: () => chain.map((member) => member.synthesizer),
    chain: () => chain,
  };
}

/** Cached entries hold the duration (8-byte float) before the MP3 bytes: no MP3 parsing on a hit. */
function writeCached(spoken: { mp3: Uint8Array; durationSeconds: number }): Uint8Array {
  const bytes = new Uint8Array(8 + spoken.mp3.length);
  new DataView(bytes.buffer).setFloat64(0, spoken.durationSeconds, true);
  bytes.set(spoken.mp3, 8);
  return bytes;
}

function readCached(bytes: Uint8Array): { mp3: Uint8Array; durationSeconds: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { durationSeconds: view.getFloat64(0, true), mp3: bytes.subarray(8) };
}
