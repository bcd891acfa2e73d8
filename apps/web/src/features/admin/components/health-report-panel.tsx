import { type ComponentHealth, formatMegabytes, type HealthReport } from '@tolk/contracts/health';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMs, formatUptime } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { Card } from '../../../shared/ui/card';
import { DictionaryImportsCard } from './dictionary-imports-card';

function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'UP' ? 'success' : 'danger'}>{status}</Badge>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function ComponentLine({ name, health }: { name: string; health: ComponentHealth }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{name}</span>
        <span className="flex items-center gap-3">
          {health.latencyMs !== undefined ? (
            <span className="text-sm tabular-nums text-slate-500">{formatMs(health.latencyMs)}</span>
          ) : null}
          <StatusBadge status={health.status} />
        </span>
      </div>
      {health.details && Object.keys(health.details).length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          {Object.entries(health.details).map(([key, value]) => (
            <div key={key} className="flex gap-1">
              <dt>{key}:</dt>
              <dd className="font-medium text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {health.error ? (
        <p className="text-sm text-rose-700">
          {t('admin.diagnostics.report.error')}: {health.error}
        </p>
      ) : null}
    </li>
  );
}

type EngineCapability = keyof HealthReport['components']['engines'];
const CAPABILITIES: EngineCapability[] = ['translation', 'speechSynthesis', 'speechRecognition', 'chat'];

/** What an engine serves: its pairs, its languages, or every language (a chat model). */
function servesOf(t: TFunction, capability: EngineCapability, serves: readonly string[]): string {
  if (capability === 'translation') return t('admin.diagnostics.engines.pairs', { count: serves.length });
  const all = LANGUAGE_CODES.every((code) => serves.includes(code));
  return all
    ? t('admin.diagnostics.engines.everyLanguage')
    : t('admin.diagnostics.engines.languages', { count: serves.length });
}

/** Which engine serves each capability, in the order they are tried, and whether each answers. */
function EnginesCard({ engines }: { engines: HealthReport['components']['engines'] }) {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <h2 className="text-base font-semibold text-slate-900">{t('admin.diagnostics.engines.title')}</h2>
      <div className="mt-2 grid gap-6 md:grid-cols-3">
        {CAPABILITIES.map((capability) => (
          <section key={capability} aria-labelledby={`engines-${capability}`}>
            <h3 id={`engines-${capability}`} className="mt-3 text-sm font-semibold text-slate-700">
              {t(`admin.diagnostics.engines.${capability}`)}
            </h3>
            {engines[capability].length === 0 ? (
              <p className="mt-2 text-sm text-amber-700">{t(`admin.diagnostics.engines.none.${capability}`)}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {engines[capability].map((engine) => (
                  <ComponentLine
                    key={engine.name}
                    name={engine.name}
                    health={{
                      ...engine,
                      details: {
                        [t('admin.diagnostics.engines.serves')]: servesOf(t, capability, engine.serves),
                        ...(engine.model !== undefined && { [t('admin.diagnostics.engines.model')]: engine.model }),
                        [t('admin.diagnostics.engines.circuit')]: t(
                          `admin.diagnostics.engines.circuitState.${engine.circuit}`,
                        ),
                      },
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Card>
  );
}

/** The full /api/admin/health report: database, external services, memory, runtime. */
export function HealthReportPanel({ report }: { report: HealthReport }) {
  const { t, i18n } = useTranslation();
  const services = Object.entries(report.components.externalServices);
  const usedShare = report.memory.total > 0 ? Math.min(100, (report.memory.used / report.memory.total) * 100) : 0;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5 sm:p-6 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">{t('admin.diagnostics.report.title')}</h2>
          <StatusBadge status={report.status} />
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-6">
          <Fact label={t('admin.diagnostics.report.service')}>{report.service}</Fact>
          <Fact label={t('admin.diagnostics.report.version')}>{report.version}</Fact>
          <Fact label={t('admin.diagnostics.report.uptime')}>{formatUptime(report.uptime)}</Fact>
          <Fact label={t('admin.diagnostics.report.node')}>{report.environment.nodeVersion}</Fact>
          <Fact label={t('admin.diagnostics.report.os')}>{report.environment.osName}</Fact>
          <Fact label={t('admin.diagnostics.report.checkedAt')}>{formatDateTime(report.timestamp, i18n.language)}</Fact>
        </dl>
      </Card>

      <EnginesCard engines={report.components.engines} />

      <DictionaryImportsCard imports={report.dictionaries} />

      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">{t('admin.diagnostics.report.components')}</h2>
        <ul className="mt-2 divide-y divide-slate-100">
          <ComponentLine name={t('admin.diagnostics.report.database')} health={report.components.database} />
          {services.map(([name, health]) => (
            <ComponentLine key={name} name={name} health={health} />
          ))}
        </ul>
        {services.length === 0 ? (
          <p className="text-sm text-slate-500">{t('admin.diagnostics.report.noExternalServices')}</p>
        ) : null}
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">{t('admin.diagnostics.report.memory')}</h2>
        <div aria-hidden="true" className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-indigo-500" style={{ width: `${usedShare}%` }} />
        </div>
        <dl className="mt-5 grid grid-cols-3 gap-4">
          <Fact label={t('admin.diagnostics.report.used')}>{formatMegabytes(report.memory.used)}</Fact>
          <Fact label={t('admin.diagnostics.report.free')}>{formatMegabytes(report.memory.free)}</Fact>
          <Fact label={t('admin.diagnostics.report.total')}>{formatMegabytes(report.memory.total)}</Fact>
        </dl>
      </Card>
    </div>
  );
}
