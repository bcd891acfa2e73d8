import { type EnglishSection, loadEnglishSections } from '../i18n/english-sections';
import { i18n } from '../i18n/i18n';

/**
 * A lazy page's loader that also loads the page's English strings kept out of the first load
 * (docs/decisions/023). It resolves once both are in, so the page never renders raw keys.
 */
export function withEnglishSections<M>(load: () => Promise<M>, sections: readonly EnglishSection[]): () => Promise<M> {
  return () => Promise.all([load(), loadEnglishSections(i18n, sections)]).then(([page]) => page);
}
