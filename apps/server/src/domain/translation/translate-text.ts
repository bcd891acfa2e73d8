import type { Direction } from '@tolk/contracts/languages';
import type { TranslationResult, TranslationService } from '../../engines/translation/translation-service';
import type { TranslationCounter } from './translation-counter';

/** A text translated and, once it succeeded, counted as one text translation for the user's statistics. */
export async function translateText(options: {
  translation: TranslationService;
  translationCounter: TranslationCounter;
  userId: string;
  text: string;
  direction: Direction;
}): Promise<TranslationResult> {
  const { translation, translationCounter, userId, text, direction } = options;
  const { from, to } = direction;
  const result = await translation.translate({ text, from, to, learner: userId });
  translationCounter.record({ userId, from, to, kind: 'text' });
  return result;
}
