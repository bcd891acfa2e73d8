import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack || `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** The app error screen (docs/product.md, Navigation): 'Произошла ошибка', a reload button, details. */
export function AppErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : null;
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-rose-100 text-rose-700">
          <Icon name="warning" className="h-6 w-6" />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('appError.title')}</h1>
        <p className="mt-2 text-slate-600">{t('appError.body')}</p>
        <Button className="mt-6" icon={<Icon name="refresh" />} onClick={() => window.location.reload()}>
          {t('appError.reload')}
        </Button>
        <details className="group mt-6 rounded-lg bg-slate-50 ring-1 ring-slate-200">
          <summary className="cursor-pointer select-none rounded-lg px-4 py-3 text-sm font-medium text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
            {t('appError.details')}
          </summary>
          <div className="border-t border-slate-200 px-4 py-3">
            {message ? <p className="mb-2 break-words text-sm font-semibold text-slate-800">{message}</p> : null}
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs text-slate-600">
              {describe(error)}
            </pre>
          </div>
        </details>
      </div>
    </div>
  );
}
