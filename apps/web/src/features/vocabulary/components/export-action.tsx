import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-errors';
import { Button } from '../../../shared/ui/button';
import { downloadVocabularyExport } from '../api/download-vocabulary-export';
import { useLearnerLanguage } from '../hooks/use-learner-language';
import { ActionCard } from './action-card';

/** The study list as a CSV file Anki imports, translations in the learner's language, with each card's FSRS state. */
export function ExportAction() {
  const { t } = useTranslation();
  const learnerLanguage = useLearnerLanguage();
  const download = useMutation({
    mutationFn: () => downloadVocabularyExport({ format: 'csv', translationLanguage: learnerLanguage }),
  });
  return (
    <ActionCard icon="download" title={t('vocabulary.actions.export.title')} body={t('vocabulary.actions.export.body')}>
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
        {t('vocabulary.actions.export.button')}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {errorText(download.error, { fallback: t('errors.unexpected'), network: t('errors.network') })}
        </p>
      ) : null}
    </ActionCard>
  );
}
