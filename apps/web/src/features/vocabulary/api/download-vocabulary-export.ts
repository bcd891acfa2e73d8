import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyExportFormat } from '@tolk/contracts/vocabulary';
import { declaredUrl } from '../../../shared/api/call-endpoint';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';
import { saveBlob } from '../../../shared/lib/save-blob';

/**
 * GET export: the study list as a CSV file Anki imports (with the FSRS state). A plain link cannot
 * send the bearer token, so the file is fetched with it and handed to the browser as a download.
 */
export async function downloadVocabularyExport(options: {
  format: VocabularyExportFormat;
  translationLanguage: LanguageCode;
}): Promise<void> {
  const file = await fetchAudioBlob(
    declaredUrl(vocabularyEndpoints.exportWords, undefined, {
      format: options.format,
      translationLanguage: options.translationLanguage,
    }),
  );
  saveBlob(file, `tolk-vocabulary.${options.format}`);
}
