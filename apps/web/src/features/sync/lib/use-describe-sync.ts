import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/refusal-text';
import type { FailureReason, ItemFailure, PartFailure, SyncOutcome, SyncPart } from './sync-outcome';

export interface SyncBannerContent {
  tone: 'success' | 'error';
  title: string;
  /** What failed, one line per part or item. */
  lines: string[];
}

/** Why a request failed, in the interface language: never the server's English text. */
function reasonText(t: TFunction, reason: FailureReason): string {
  if (reason.kind === 'network') return t('errors.network');
  if (reason.kind === 'other') return t('errors.unexpected');
  if (reason.code === 'STORAGE_QUOTA_EXCEEDED') return t('errors.storageFull');
  return t('sync.httpError', { status: reason.status });
}

function itemLine(t: TFunction, part: SyncPart, item: ItemFailure): string {
  if (item.refusal) return t('sync.itemRefused', { label: item.label, reason: refusalText(t, item.refusal) });
  return part === 'phrases'
    ? t('sync.phraseFailed', { phrase: item.label, reason: reasonText(t, item.reason) })
    : t('sync.trackFailed', { name: item.label, reason: reasonText(t, item.reason) });
}

function partLines(t: TFunction, failure: PartFailure): string[] {
  const items = failure.items.map((item) => itemLine(t, failure.part, item));
  if (failure.part === 'phrases' || failure.part === 'audioTracks') {
    const heading = failure.part === 'phrases' ? t('sync.phrasesFailed') : t('sync.tracksFailed');
    const cause = failure.reason ? `: ${reasonText(t, failure.reason)}` : '';
    return [`${heading}${cause}`, ...items];
  }
  return failure.reason ? [reasonText(t, failure.reason)] : [];
}

/** Words a sync outcome: 'Data synchronized successfully', or 'Sync error' and why (docs/product.md, Sync). */
export function useDescribeSync() {
  const { t } = useTranslation();
  return (outcome: SyncOutcome): SyncBannerContent => {
    if (outcome.ok) return { tone: 'success', title: t('sync.success'), lines: [] };
    if (outcome.noToken) return { tone: 'error', title: t('sync.error'), lines: [t('sync.noToken')] };
    const [first, ...rest] = outcome.failures.flatMap((failure) => partLines(t, failure));
    return { tone: 'error', title: t('sync.error'), lines: [t('sync.fullFailed', { reason: first ?? '' }), ...rest] };
  };
}
