import { LANGUAGES, type LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { EngineError } from '../engine-error';
import type { EngineGate } from '../engine-gate';
import { preparingAmong } from '../prepare-model';
import type { SpeechRecognizer } from './speech-recognizer';

export interface RecognitionService {
  /** The words in a validated WAV recording that holds speech. */
  /** `learner`: the learner's id (engine slots are shared fairly between learners). */
  transcribe(request: {
    wav: Uint8Array;
    language: LanguageCode;
    learner?: string;
  }): Promise<{ text: string; engine: string }>;
  engines(): readonly SpeechRecognizer[];
  chain(): readonly GatedRecognizer[];
  /** Frees what the engines hold (a loaded local model); called when the app closes. */
  close(): Promise<void>;
}

export interface GatedRecognizer {
  recognizer: SpeechRecognizer;
  gate: EngineGate;
}

export const recognitionSetupHint = 'Configure speech recognition: OPENAI_BASE_URL with TRANSCRIBE_MODEL.';

export function createRecognitionService(options: {
  chain: GatedRecognizer[];
  log: FastifyBaseLogger;
  close?: () => Promise<void>;
}): RecognitionService {
  const { chain, log } = options;
  return {
    async transcribe({ wav, language, learner }) {
      const engines = chain.filter((member) => member.recognizer.supports(language));
      if (engines.length === 0) {
        throw new AppError(
          'ENGINE_UNAVAILABLE',
          `No speech recognition engine understands ${LANGUAGES[language].name}.`,
          { setupHint: recognitionSetupHint },
        );
      }
      const failures: EngineError[] = [];
      for (const { recognizer, gate } of engines) {
        try {
          const text = await gate.run((signal) => recognizer.transcribe({ wav, language, signal }), { learner });
          if (!text.trim()) throw new AppError('NO_SPEECH', 'No speech detected');
          return { text: text.trim(), engine: recognizer.name };
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          log.warn(
            { engine: error.engine, failure: error.failure, language, err: error.message },
            'recognition engine failed',
          );
          failures.push(error);
        }
      }
      // A local model on its way: the learner sees the download's progress, not a failure.
      const preparing = preparingAmong(failures);
      if (preparing) throw preparing;
      throw new AppError(
        'ENGINE_FAILED',
        `Speech recognition failed: ${failures.map((failure) => failure.engine).join(', ')} did not answer. Please try again.`,
      );
    },
    engines: () => chain.map((member) => member.recognizer),
    chain: () => chain,
    close: async () => {
      await options.close?.();
    },
  };
}
