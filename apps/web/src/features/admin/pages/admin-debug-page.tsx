import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { Spinner } from '../../../shared/ui/spinner';
import { AdminTabs } from '../components/admin-tabs';
import { TestResultItem } from '../components/test-result-item';
import { useDebugRunner } from '../hooks/use-debug-runner';
import { DEBUG_TESTS } from '../lib/debug-tests';

/** /admin/debug: the System Debug Panel (docs/product.md, Admin). */
export function AdminDebugPage() {
  const { t } = useTranslation();
  const runner = useDebugRunner();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <PageTitle title={t('admin.debug.title')} />
      <PageHeader title={t('admin.debug.title')} description={t('admin.debug.subtitle')} />
      <AdminTabs />

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="p-5 sm:p-6 lg:col-span-3">
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{t('admin.debug.available')}</legend>
            <p className="mt-1 text-sm text-slate-600">{t('admin.debug.selectionHint')}</p>
            <ul className="mt-4 space-y-1">
              {DEBUG_TESTS.map((test) => (
                <li key={test.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={selected.has(test.id)}
                      onChange={(event) => toggle(test.id, event.target.checked)}
                      className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-2 focus:ring-indigo-500"
                    />
                    <span className="min-w-0">
                      <span className="block text-sm font-medium text-slate-900">{t(test.name)}</span>
                      <span className="block truncate font-mono text-xs text-slate-500">{test.endpoint}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-5">
            <Button
              icon={<Icon name="play" className="h-4 w-4" />}
              loading={runner.runningBatch}
              onClick={() => void runner.runSelected(selected)}
            >
              {runner.runningBatch ? t('admin.debug.running') : t('admin.debug.runSelected')}
            </Button>
            <Button variant="secondary" onClick={runner.clear} disabled={runner.results.length === 0}>
              {t('admin.debug.clear')}
            </Button>
          </div>
        </Card>

        <Card className="p-5 sm:p-6 lg:col-span-2 lg:self-start">
          <h2 className="text-base font-semibold text-slate-900">{t('admin.debug.quickTests')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin.debug.quickHint')}</p>
          <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {DEBUG_TESTS.map((test) => {
              const running = runner.runningIds.has(test.id);
              return (
                <button
                  key={test.id}
                  type="button"
                  disabled={running || runner.runningBatch}
                  onClick={() => void runner.runOne(test)}
                  className="flex min-h-10 items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-left text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-200 hover:bg-indigo-50 hover:text-indigo-800 hover:ring-indigo-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span>{t(test.name)}</span>
                  {running ? (
                    <Spinner className="h-4 w-4 text-indigo-600" />
                  ) : (
                    <Icon name="play" className="h-4 w-4 text-slate-400" />
                  )}
                </button>
              );
            })}
          </div>
        </Card>
      </div>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900">{t('admin.debug.results')}</h2>
          <p role="status" aria-live="polite" className="text-sm text-slate-600">
            {t('admin.debug.completed', { count: runner.results.length })}
          </p>
        </div>
        {runner.results.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-slate-500">{t('admin.debug.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {runner.results.map((result) => (
              <TestResultItem key={result.id} result={result} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
