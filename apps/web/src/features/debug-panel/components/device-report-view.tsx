import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import type { DeviceReport, NetworkConnectionLike } from '../lib/device-report';

/** How a yes/no fact reads: its two words, and the tone of "no" (a missing storage matters, a desktop does not). */
interface FlagWords {
  yes: ParseKeys;
  no: ParseKeys;
  noTone: BadgeTone;
}

const YES_NO: FlagWords = { yes: 'debugPanel.values.yes', no: 'debugPanel.values.no', noTone: 'neutral' };
const AVAILABLE: FlagWords = {
  yes: 'debugPanel.values.available',
  no: 'debugPanel.values.unavailable',
  noTone: 'warning',
};
const SUPPORTED: FlagWords = {
  yes: 'debugPanel.values.supported',
  no: 'debugPanel.values.unsupported',
  noTone: 'warning',
};
const ONLINE: FlagWords = { yes: 'debugPanel.values.online', no: 'debugPanel.values.offline', noTone: 'danger' };

function Flag({ value, words }: { value: boolean; words: FlagWords }) {
  const { t } = useTranslation();
  return <Badge tone={value ? 'success' : words.noTone}>{t(value ? words.yes : words.no)}</Badge>;
}

function Row({ labelKey, children }: { labelKey: ParseKeys; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-sm text-slate-600">{t(labelKey)}</dt>
      <dd className="min-w-0 text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One kind of fact under its heading: a list of rows, or (`text`) one free text such as the user agent. */
function Section({ headingKey, text, children }: { headingKey: ParseKeys; text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="py-3 first:pt-0 last:pb-0">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t(headingKey)}</h3>
      {text === undefined ? (
        <dl className="mt-1 divide-y divide-slate-100">{children}</dl>
      ) : (
        <p className="mt-2 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700">{text}</p>
      )}
    </section>
  );
}

/** "wifi · 4g · 10 Mbit/s · 50 ms": what the browser says of its connection, in its own terms. */
function connectionText(connection: NetworkConnectionLike): string {
  const parts = [connection.type, connection.effectiveType];
  if (connection.downlink !== undefined) parts.push(`${connection.downlink} Mbit/s`);
  if (connection.rtt !== undefined) parts.push(`${connection.rtt} ms`);
  return parts.filter(Boolean).join(' · ');
}

/** The report as the panel lists it, one section per kind of fact. */
export function DeviceReportView({ report }: { report: DeviceReport }) {
  const { t } = useTranslation();
  const { device, storage, network, features } = report;
  const connection = network.connection ? connectionText(network.connection) : '';

  return (
    <div className="divide-y divide-slate-200">
      <Section headingKey="debugPanel.sections.device">
        <Row labelKey="debugPanel.rows.mobile">
          <Flag value={device.mobile} words={YES_NO} />
        </Row>
        <Row labelKey="debugPanel.rows.ios">
          <Flag value={device.ios} words={YES_NO} />
        </Row>
        <Row labelKey="debugPanel.rows.safari">
          <Flag value={device.safari} words={YES_NO} />
        </Row>
        <Row labelKey="debugPanel.rows.screen">
          {t('debugPanel.values.screen', { ...device.screen, ratio: device.devicePixelRatio })}
        </Row>
        <Row labelKey="debugPanel.rows.viewport">{t('debugPanel.values.size', { ...device.viewport })}</Row>
      </Section>
      <Section headingKey="debugPanel.sections.storage">
        <Row labelKey="debugPanel.rows.localStorage">
          <Flag value={storage.localStorage} words={AVAILABLE} />
        </Row>
        <Row labelKey="debugPanel.rows.sessionStorage">
          <Flag value={storage.sessionStorage} words={AVAILABLE} />
        </Row>
        <Row labelKey="debugPanel.rows.cookies">
          <Flag value={storage.cookies} words={AVAILABLE} />
        </Row>
        <Row labelKey="debugPanel.rows.indexedDB">
          <Flag value={storage.indexedDB} words={AVAILABLE} />
        </Row>
      </Section>
      <Section headingKey="debugPanel.sections.network">
        <Row labelKey="debugPanel.rows.status">
          <Flag value={network.online} words={ONLINE} />
        </Row>
        <Row labelKey="debugPanel.rows.connection">{connection || t('debugPanel.values.notReported')}</Row>
      </Section>
      <Section headingKey="debugPanel.sections.features">
        <Row labelKey="debugPanel.rows.webgl">
          <Flag value={features.webgl} words={SUPPORTED} />
        </Row>
        <Row labelKey="debugPanel.rows.serviceWorker">
          <Flag value={features.serviceWorker} words={SUPPORTED} />
        </Row>
        <Row labelKey="debugPanel.rows.serviceWorkerControlled">
          <Flag value={features.serviceWorkerControlled} words={YES_NO} />
        </Row>
      </Section>
      <Section headingKey="debugPanel.sections.locale">
        <Row labelKey="debugPanel.rows.language">{report.language.languages.join(', ')}</Row>
        <Row labelKey="debugPanel.rows.timeZone">{report.timeZone}</Row>
      </Section>
      <Section headingKey="debugPanel.sections.userAgent" text={report.userAgent} />
    </div>
  );
}
