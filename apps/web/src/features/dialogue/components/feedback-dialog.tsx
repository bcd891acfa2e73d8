import type { DialogueFeedback } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  loading: boolean;
  error: string | null;
  feedback: DialogueFeedback | undefined;
  /** The conversation's language: the words to learn are in it, and clickable. */
  language: LanguageCode;
}

/** The report at the end of a conversation: how it went, what was good, what to work on, words to learn. */
export function FeedbackDialog({ open, onClose, loading, error, feedback, language }: FeedbackDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dialogue.feedback.title')}
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </div>
      }
    >
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" />
          {t('dialogue.feedback.loading')}
        </p>
      ) : error ? (
        <div role="alert">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : feedback ? (
        <div className="space-y-4 text-sm" data-testid="dialogue-feedback">
          <p className="leading-relaxed text-slate-800">{feedback.summary}</p>
          <FeedbackList title={t('dialogue.feedback.strengths')} items={feedback.strengths} />
          <FeedbackList title={t('dialogue.feedback.improvements')} items={feedback.improvements} />
          {feedback.wordsToLearn.length > 0 ? (
            <section>
              <h3 className="font-semibold text-slate-900">{t('dialogue.feedback.wordsToLearn')}</h3>
              <ul className="mt-1.5 flex flex-wrap gap-2">
                {feedback.wordsToLearn.map((word) => (
                  <li key={word} className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-900">
                    <ClickableText text={word} language={language} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="inline-flex items-center gap-1 text-xs text-slate-400">
            <Icon name="sparkles" className="h-3.5 w-3.5" />
            {t('dialogue.chat.generatedBy', { model: feedback.generated.model })}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}

function FeedbackList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
