import type { VoiceCloningLanguage } from '@tolk/contracts/voice-cloning';

/** One recording through the pipeline (docs/product.md, Voice cloning), filled in step by step. */
export interface CloneResult {
  voiceId: string;
  sourceLanguage: VoiceCloningLanguage;
  targetLanguage: VoiceCloningLanguage;
  /** The webm/opus recording. */
  originalAudio: Blob;
  originalText: string | null;
  translatedText: string | null;
  /** The translation spoken in the cloned voice (MP3), once made. */
  clonedAudio: Blob | null;
  /** The provider model that spoke it; null while none did. */
  modelId: string | null;
  /** Set when no provider model speaks the target language: the translation stays text only. */
  noSpeakingModel: boolean;
  /** When the recording was made (ms). */
  timestamp: number;
}

/** What the pipeline is doing: cloning the voice, translating (recognise and translate), or making the speech. */
export type PipelineStage = 'cloning' | 'translating' | 'speaking';
