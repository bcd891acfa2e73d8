/**
 * Whole answers that are only annotations, not words: whisper.cpp writes [BLANK_AUDIO] for silence,
 * and Whisper models label non-speech as [Music], (applause) and the like.
 */
const ONLY_ANNOTATIONS = /^(\s*(\[[^\]]*\]|\([^)]*\)))+\s*$/;

/** '' when the engine heard no words, so the caller can answer 'No speech detected'. */
export function recognizedWords(text: string): string {
  const trimmed = text.trim();
  return ONLY_ANNOTATIONS.test(trimmed) ? '' : trimmed;
}
