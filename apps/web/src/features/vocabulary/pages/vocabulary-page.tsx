import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../../shared/api/api-errors';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { ToastArea } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { ListError } from '../../../shared/ui/list-states';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { useStudyStatistics } from '../api/get-study-statistics';
import { ActionCard } from '../components/action-card';
import { ExportAction } from '../components/export-action';
import { RecommendationsCard } from '../components/recommendations-card';
import { ReviewTrackAction } from '../components/review-track-action';
import { StudyWordList } from '../components/study-word-list';
import { VocabularyStatCards } from '../components/vocabulary-stat-cards';
import { useLearnerLanguage } from '../hooks/use-learner-language';

// The modals (and the recorder) come as chunks of their own when first opened: the page's first load has a
// budget (scripts/check-bundle-budget.mjs).
const AddWordDialog = lazy(async () => ({ default: (await import('../components/add-word-dialog')).AddWordDialog }));
const FindWordsDialog = lazy(async () => ({
  default: (await import('../components/find-words-dialog')).FindWordsDialog,
}));
const PracticeDialog = lazy(async () => ({ default: (await import('../components/practice-dialog')).PracticeDialog }));
const SpokenPracticeDialog = lazy(async () => ({
  default: (await import('../components/spoken-practice-dialog')).SpokenPracticeDialog,
}));

type OpenDialog = 'practice' | 'spoken' | 'add' | 'find' | null;

const MESSAGE_MS = 4_000;

/**
 * /vocabulary (docs/product.md, Vocabulary): the learner's figures, recommendations, ways to add
 * words, the studied words with their schedule, and typed and spoken practice.
 */
export function VocabularyPage() {
  const { t } = useTranslation();
  const learnerLanguage = useLearnerLanguage();
  const statistics = useStudyStatistics(learnerLanguage);
  const [open, setOpenDialog] = useState<OpenDialog>(null);
  // The add and find dialogs stay mounted from their first opening on, so closing keeps the focus return.
  const [opened, setOpened] = useState<ReadonlySet<OpenDialog>>(new Set());
  const setOpen = (dialog: OpenDialog) => {
    setOpenDialog(dialog);
    if (dialog && !opened.has(dialog)) setOpened(new Set([...opened, dialog]));
  };
  const flash = useFlashMessage();
  const close = () => setOpen(null);

  return (
    <div className="space-y-6">
      <PageTitle title={t('vocabulary.title')} />
      <PageHeader
        title={t('vocabulary.title')}
        description={t('vocabulary.subtitle')}
        actions={
          <>
            <Button icon={<Icon name="book" />} onClick={() => setOpen('practice')}>
              {t('vocabulary.practice')}
            </Button>
            <Button variant="secondary" icon={<Icon name="microphone" />} onClick={() => setOpen('spoken')}>
              {t('vocabulary.spokenPractice')}
            </Button>
          </>
        }
      />
      {statistics.isError && !statistics.data ? (
        <ListError
          message={statistics.error instanceof NetworkError ? t('errors.network') : t('errors.unexpected')}
          onRetry={() => void statistics.refetch()}
        />
      ) : null}
      <VocabularyStatCards stats={statistics.data} />
      {statistics.data?.aiRecommendationsDetails ? (
        <RecommendationsCard recommendations={statistics.data.aiRecommendationsDetails} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <ActionCard
          icon="plus"
          title={t('vocabulary.actions.addWord.title')}
          body={t('vocabulary.actions.addWord.body')}
        >
          <Button variant="secondary" onClick={() => setOpen('add')}>
            {t('vocabulary.actions.addWord.button')}
          </Button>
        </ActionCard>
        <ActionCard
          icon="search"
          title={t('vocabulary.actions.findWords.title')}
          body={t('vocabulary.actions.findWords.body')}
        >
          <Button variant="secondary" onClick={() => setOpen('find')}>
            {t('vocabulary.actions.findWords.button')}
          </Button>
        </ActionCard>
        <ReviewTrackAction />
        <ExportAction />
      </div>
      <StudyWordList notify={flash.show} />
      <Suspense fallback={null}>
        {opened.has('add') ? (
          <AddWordDialog
            open={open === 'add'}
            onClose={close}
            onAdded={({ word }) => {
              close();
              flash.show({ tone: 'success', text: t('vocabulary.addWord.added', { word: word.word }) }, MESSAGE_MS);
            }}
          />
        ) : null}
        {opened.has('find') ? <FindWordsDialog open={open === 'find'} onClose={close} /> : null}
      </Suspense>
      {open === 'practice' || open === 'spoken' ? (
        <Suspense fallback={null}>
          {open === 'practice' ? <PracticeDialog onClose={close} /> : <SpokenPracticeDialog onClose={close} />}
        </Suspense>
      ) : null}
      <ToastArea message={flash.message} />
    </div>
  );
}
