import { type EnglishSection, loadEnglishSections } from '../i18n/english-sections';
import { i18n } from '../i18n/i18n';

/**
 * What a lazy page loads alongside its chunk: its English strings kept out of the first load
 * (docs/decisions/023), merged into the app's catalog before the page renders, so no raw key shows.
 */
export function englishSections(...sections: EnglishSection[]): () => Promise<void> {
  return () => loadEnglishSections(i18n, sections);
}
