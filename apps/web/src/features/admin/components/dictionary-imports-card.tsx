import type { DictionaryImport } from '@tolk/contracts/dictionary';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui/badge';
import { Card } from '../../../shared/ui/card';

const STATUS_TONE = { imported: 'success', importing: 'info', failed: 'danger' } as const;

/** Each open dictionary the server imports (WordNet, DICTIONARY_DIR's files) and how far it got. */
export function DictionaryImportsCard({ imports }: { imports: DictionaryImport[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <h2 className="text-base font-semibold text-slate-900">{t('admin.diagnostics.dictionaries.title')}</h2>
      {imports.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('admin.diagnostics.dictionaries.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="py-2 pr-4 font-medium">{t('admin.diagnostics.dictionaries.file')}</th>
                <th className="py-2 pr-4 font-medium">{t('admin.diagnostics.dictionaries.format')}</th>
                <th className="py-2 pr-4 font-medium">{t('admin.diagnostics.dictionaries.language')}</th>
                <th className="py-2 pr-4 font-medium">{t('admin.diagnostics.dictionaries.status')}</th>
                <th className="py-2 pr-4 text-right font-medium">{t('admin.diagnostics.dictionaries.entries')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {imports.map((item) => (
                <tr key={`${item.fileName} ${item.startedAt}`} className="align-top">
                  <td className="py-2 pr-4">
                    <span className="break-all font-medium text-slate-900">{item.fileName}</span>
                    <span className="block text-xs text-slate-500">{item.source.name}</span>
                    {item.error ? (
                      <span className="block text-xs text-rose-700">
                        {t('admin.diagnostics.report.error')}: {item.error}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4 text-slate-700">{item.format}</td>
                  <td className="py-2 pr-4 text-slate-700">{item.language ?? '—'}</td>
                  <td className="py-2 pr-4">
                    <Badge tone={STATUS_TONE[item.status]}>
                      {t(`admin.diagnostics.dictionaries.statuses.${item.status}`)}
                    </Badge>
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-700">
                    {number.format(item.entries)}
                    {item.skipped > 0 ? (
                      <span className="block text-xs text-slate-500">
                        {t('admin.diagnostics.dictionaries.skipped', { number: number.format(item.skipped) })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
