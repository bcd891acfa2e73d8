import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import type { TestResult, TestStatus } from '../lib/debug-tests';

const tone: Record<TestStatus, BadgeTone> = { PASS: 'success', FAIL: 'warning', ERROR: 'danger' };

export function TestResultItem({ result }: { result: TestResult }) {
  const { t, i18n } = useTranslation();
  // The JSON is rendered only while the details are open: long payloads stay out of the page otherwise.
  const [open, setOpen] = useState(false);
  return (
    <li className="px-4 py-4 sm:px-6" data-testid="test-result" data-status={result.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={tone[result.status]} className="w-14 justify-center">
          {result.status}
        </Badge>
        <span className="min-w-0 flex-1 font-medium text-slate-900">{result.name}</span>
        <span className="text-sm tabular-nums text-slate-500">
          {t('admin.debug.time', { ms: result.data.responseTime })}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">{formatDateTime(result.timestamp, i18n.language)}</p>
      {result.error ? <p className="mt-2 break-words text-sm text-rose-700">{result.error}</p> : null}
      <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="inline-block cursor-pointer select-none rounded text-sm font-medium text-indigo-700 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
          {t('admin.debug.details')}
        </summary>
        {open ? (
          <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
            {JSON.stringify(result, null, 2)}
          </pre>
        ) : null}
      </details>
    </li>
  );
}
