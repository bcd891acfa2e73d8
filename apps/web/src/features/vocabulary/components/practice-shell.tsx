import type { PracticeWord } from '@tolk/contracts/vocabulary-practice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../../shared/api/api-errors';
import { languageName } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { ListLoading } from '../../../shared/ui/list-states';
import { useLearnerLanguage } from '../hooks/use-learner-language';
import type { PracticeRound } from '../hooks/use-practice-round';
import { PracticeProgress } from './practice-progress';
import { PracticeSummary } from './practice-summary';

interface PracticeShellProps {
  title: string;
  round: PracticeRound;
  onClose: () => void;
  /** The current word's exercise (typed or spoken). */
  children: (word: PracticeWord) => ReactNode;
}

/**
 * What both practice modals share (docs/product.md, Vocabulary): loading the round, 'no words to practise'
 * with Close, the progress, Back and Next, Finish on the last word and the summary after it.
 */
export function PracticeShell({ title, round, onClose, children }: PracticeShellProps) {
  const { t, i18n } = useTranslation();
  const learnerLanguage = useLearnerLanguage();
  const { words, session, word } = round;
  const close = () => {
    round.close();
    onClose();
  };
  const empty = words.isSuccess && round.list.length === 0;
  const last = session ? session.index === round.list.length - 1 : false;

  const footer =
    empty || session?.finished ? (
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {session?.finished ? (
          <Button variant="secondary" icon={<Icon name="refresh" />} onClick={round.again}>
            {t('vocabulary.session.summary.again')}
          </Button>
        ) : null}
        <Button onClick={close}>{t('dialog.close')}</Button>
      </div>
    ) : session && word ? (
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" disabled={session.index === 0} onClick={round.back}>
          {t('vocabulary.session.back')}
        </Button>
        {last ? (
          <Button onClick={round.finish}>{t('vocabulary.session.finish')}</Button>
        ) : (
          <Button icon={<Icon name="arrowRight" className="order-last h-4 w-4" />} onClick={round.next}>
            {t('vocabulary.session.next')}
          </Button>
        )}
      </div>
    ) : null;

  return (
    <Dialog
      open
      onClose={close}
      title={empty ? t('vocabulary.session.noWords') : title}
      footer={footer}
      className="!max-w-xl"
    >
      {words.isPending ? (
        <ListLoading label={t('vocabulary.session.loading')} />
      ) : words.isError && words.error instanceof ApiRequestError && words.error.code === 'ENGINE_UNAVAILABLE' ? (
        // No word has any known answer and no engine could give one: a retry cannot help, so it is a note.
        <Alert tone="warning">
          {t('vocabulary.session.noAnswers', { language: languageName(learnerLanguage, i18n.language) })}
        </Alert>
      ) : words.isError ? (
        <div role="alert">
          <Alert
            tone="error"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void words.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {errorText(words.error, { fallback: t('errors.unexpected'), network: t('errors.network') })}
          </Alert>
        </div>
      ) : empty ? (
        <p className="py-4 text-slate-700">{t('vocabulary.session.noWordsBody')}</p>
      ) : session?.finished ? (
        <PracticeSummary session={session} words={round.list} reviews={round.reviews} />
      ) : session && word ? (
        <div className="space-y-4">
          <PracticeProgress outcomes={session.outcomes} index={session.index} />
          {words.data?.untranslatable ? (
            <p className="text-sm text-slate-600">
              {t('vocabulary.session.skipped', {
                count: words.data.untranslatable,
                language: languageName(learnerLanguage, i18n.language),
              })}
            </p>
          ) : null}
          {children(word)}
          {round.saveFailed ? (
            <p role="status" className="text-sm text-amber-800">
              {t('vocabulary.session.saveFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
