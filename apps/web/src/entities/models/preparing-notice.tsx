import type { ModelPreparing } from '@tolk/contracts/model-preparing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEnglishSections } from '../../i18n/english-sections';
import { Icon } from '../../shared/ui/icon';
import { useModelProgress } from './api/get-model-progress';
import { formatBytes, formatShare, preparedName } from './preparing';

/**
 * Shown where a learner's request waits for a local engine's model: "Preparing Norwegian → Russian: 38 MB, 60 %",
 * kept up to date while it downloads; `onReady` is called once it is installed (the caller tries again).
 * Its English strings are a section of their own (decision 023), loaded when it first shows: the pages
 * that may show it are in the first load, and most learners never see it.
 */
export function PreparingNotice({
  preparing,
  onReady,
  className,
}: {
  preparing: ModelPreparing;
  onReady?: () => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { data } = useModelProgress(preparing);
  const current = data ?? { ...preparing, state: 'downloading' as const };
  const ready = current.state === 'installed';
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);
  const [stringsReady, setStringsReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadEnglishSections(i18n, ['models']).then(
      () => mounted && setStringsReady(true),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [i18n]);
  if (!stringsReady) return null;
  // The request's own languages (a pair, even when the model serves twenty), the entry's title otherwise.
  const what = preparedName({ ...current, languages: preparing.languages }, i18n.language);
  const text =
    current.state === 'failed'
      ? t('models.preparingFailed', { what })
      : ready
        ? t('models.prepared', { what })
        : t('models.preparing', {
            what,
            size: formatBytes(current.totalBytes, i18n.language),
            share: formatShare(current.receivedBytes, current.totalBytes, i18n.language),
          });
  return (
    <div
      role="status"
      data-testid="preparing-notice"
      className={`flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-left text-sm text-amber-900 ring-1 ring-inset ring-amber-200 ${className ?? ''}`}
    >
      <Icon name={current.state === 'failed' ? 'warning' : 'download'} className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="break-words">{text}</p>
        {current.state === 'downloading' && (
          <progress
            className="mt-1 h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-amber-600 [&::-webkit-progress-bar]:bg-amber-100 [&::-webkit-progress-value]:bg-amber-600"
            max={Math.max(current.totalBytes, 1)}
            value={current.receivedBytes}
            aria-label={what}
          />
        )}
      </div>
    </div>
  );
}
