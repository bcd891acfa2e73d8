import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { ModelKind, ModelSummary } from '@tolk/contracts/models';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatShare, preparedName } from '../../../entities/models/preparing';
import { errorText } from '../../../shared/api/api-errors';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { useModelAction, useModels } from '../api/models';

const KINDS: readonly ModelKind[] = ['translation', 'speech-recognition', 'chat', 'dictionary', 'voice-activity'];
const STATE_TONE = { absent: 'neutral', downloading: 'info', installed: 'success', failed: 'danger' } as const;

/**
 * The local engines and dictionaries the server can download (docs/product.md, "Local engines"): by kind
 * and language, each with its size, licence and credit, Install and Remove, a progress bar, and the disk budget.
 */
export function ModelsCard() {
  const { t, i18n } = useTranslation();
  const models = useModels();
  const action = useModelAction();
  const data = models.data;
  const locale = i18n.language;

  const languagesOf = (model: ModelSummary) =>
    model.languages.length === LANGUAGE_CODES.length
      ? t('admin.models.allLanguages')
      : model.languages.length > 2
        ? model.languages.map((code) => code.toUpperCase()).join(', ')
        : preparedName(model, locale);

  return (
    <Card className="p-4 sm:p-6" data-testid="models-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{t('admin.models.title')}</h2>
        {data ? (
          <p className="text-sm text-slate-600">
            {t('admin.models.budget', {
              used: formatBytes(data.usedBytes, locale),
              budget: formatBytes(data.budgetBytes, locale),
            })}
          </p>
        ) : null}
      </div>
      {data ? (
        <p className="mt-1 text-xs text-slate-500">
          {t(`admin.models.policies.${data.policy}`)}
          {data.mirrored ? ` · ${t('admin.models.mirrored')}` : ''} ·{' '}
          <span className="break-all font-mono">{data.directory}</span>
        </p>
      ) : null}
      {action.error ? (
        <p role="alert" className="mt-3 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {errorText(action.error, { fallback: t('admin.models.actionFailed'), network: t('errors.network') })}
        </p>
      ) : null}
      {models.isError ? <p className="mt-3 text-sm text-rose-700">{t('admin.models.unavailable')}</p> : null}
      {data && data.models.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('admin.models.empty')}</p>
      ) : null}
      {KINDS.map((kind) => {
        const ofKind = (data?.models ?? [])
          .filter((model) => model.kind === kind)
          .sort((a, b) => a.languages.join().localeCompare(b.languages.join()) || a.title.localeCompare(b.title));
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="mt-5">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t(`admin.models.kinds.${kind}`)}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {ofKind.map((model) => (
                <li key={model.id} className="py-3" data-testid={`model-${model.id}`}>
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="break-words font-medium text-slate-900">
                        {languagesOf(model)} <span className="font-normal text-slate-600">· {model.title}</span>
                      </p>
                      <p className="mt-0.5 break-words text-xs text-slate-500">
                        {formatBytes(model.bytes, locale)} ·{' '}
                        <a
                          className="text-indigo-700 underline"
                          href={model.licence.url}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {model.licence.name}
                        </a>{' '}
                        · {model.attribution}
                        {model.verification === 'sha256'
                          ? ''
                          : ` · ${t(`admin.models.verification.${model.verification}`)}`}
                      </p>
                    </div>
                    <div className="flex items-center gap-2 sm:shrink-0">
                      <Badge tone={STATE_TONE[model.state]}>{t(`admin.models.states.${model.state}`)}</Badge>
                      {model.state === 'absent' || model.state === 'failed' ? (
                        <Button
                          size="sm"
                          icon={<Icon name="download" className="h-4 w-4" />}
                          aria-label={t('admin.models.installNamed', { name: model.title })}
                          loading={action.isPending && action.variables?.id === model.id}
                          onClick={() => action.mutate({ id: model.id, action: 'install' })}
                        >
                          {t('admin.models.install')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="dangerSoft"
                          icon={<Icon name={model.state === 'downloading' ? 'stop' : 'trash'} className="h-4 w-4" />}
                          aria-label={t(
                            model.state === 'downloading' ? 'admin.models.cancelNamed' : 'admin.models.removeNamed',
                            { name: model.title },
                          )}
                          loading={action.isPending && action.variables?.id === model.id}
                          onClick={() => action.mutate({ id: model.id, action: 'remove' })}
                        >
                          {t(model.state === 'downloading' ? 'admin.models.cancel' : 'admin.models.remove')}
                        </Button>
                      )}
                    </div>
                  </div>
                  {model.state === 'downloading' ? (
                    <div className="mt-2">
                      <progress
                        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-indigo-600"
                        max={Math.max(model.bytes, 1)}
                        value={model.receivedBytes}
                        aria-label={t('admin.models.progressOf', { name: model.title })}
                      />
                      <p className="text-xs tabular-nums text-slate-500">
                        {t('admin.models.progress', {
                          received: formatBytes(model.receivedBytes, locale),
                          total: formatBytes(model.bytes, locale),
                          share: formatShare(model.receivedBytes, model.bytes, locale),
                        })}
                      </p>
                    </div>
                  ) : null}
                  {model.state === 'failed' && model.errorCode ? (
                    <p role="alert" className="mt-2 text-xs text-rose-700">
                      {t(`admin.models.errors.${model.errorCode}`)}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Card>
  );
}
