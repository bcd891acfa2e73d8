import type { FastifyBaseLogger } from 'fastify';
import type { Pronouncer } from '../../pronunciation/pronouncer';
import type { WordDetails } from './word-details';

/**
 * Completes an entry's pronunciation offline: IPA from eSpeak NG when no dictionary gave one
 * (every one of the 20 languages but Thai, whose eSpeak transcription is broken), and for
 * Japanese the reading and furigana from the morphological analyser, which no dictionary file
 * carries. The lexicon's IPA is kept where it has one. A pronouncer failure leaves the entry as it
 * was: a missing transcription must not cost the learner the definition.
 */
export async function addPronunciation(
  details: WordDetails,
  pronouncer: Pronouncer,
  log: FastifyBaseLogger,
): Promise<WordDetails> {
  const current = details.pronunciation;
  if (current.ipa && details.language !== 'ja') return details;
  try {
    const spoken = await pronouncer.pronounce(details.word, details.language);
    const ipa = current.ipa ?? spoken.ipa;
    return {
      ...details,
      pronunciation: {
        ipa,
        ipaSource: current.ipa ? current.ipaSource : spoken.ipa ? 'espeak' : null,
        reading: spoken.reading,
        furigana: spoken.furigana,
      },
    };
  } catch (error) {
    log.warn({ err: error, language: details.language }, 'no pronunciation for a dictionary word');
    return details;
  }
}
