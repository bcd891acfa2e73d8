import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { buildDeviceReport, type DeviceReport } from '../lib/device-report';
import { readDeviceEnvironment } from '../lib/read-device-environment';
import { DeviceReportView } from './device-report-view';

/** How long "Logged" stays beside the button after logging. */
const LOGGED_NOTICE_MS = 2000;

function LogToConsole({ report }: { report: DeviceReport }) {
  const { t } = useTranslation();
  const [logged, setLogged] = useState(false);

  useEffect(() => {
    if (!logged) return;
    const timer = window.setTimeout(() => setLogged(false), LOGGED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [logged]);

  return (
    <div className="flex items-center justify-end gap-3">
      <span role="status" className="text-sm font-medium text-emerald-700">
        {logged ? t('debugPanel.logged') : ''}
      </span>
      <Button
        variant="secondary"
        icon={<Icon name="terminal" />}
        onClick={() => {
          // The whole report as one object, to expand or copy from the browser's console.
          console.info('Tolk device report', report);
          setLogged(true);
        }}
      >
        {t('debugPanel.logToConsole')}
      </Button>
    </div>
  );
}

/**
 * The floating debug button of phone-sized screens and its panel (docs/product.md, Debug panel).
 * The shell renders it for administrators only, below 1024 px; it hides itself from 768 px.
 * It sits under the menu (z-20) and the toasts (z-40), above the page's bottom safe area, and is
 * light and quiet so it is not taken for one of the page's own (dark or indigo) action buttons.
 */
export function MobileDebugButton() {
  const { t } = useTranslation();
  // Read when the panel opens, so the report describes the device as it is now (rotation, network).
  const [report, setReport] = useState<DeviceReport | null>(null);

  return (
    <>
      <button
        type="button"
        aria-label={t('debugPanel.open')}
        aria-haspopup="dialog"
        onClick={() => setReport(buildDeviceReport(readDeviceEnvironment(window)))}
        className="fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] right-4 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-600 shadow-md ring-1 ring-slate-300 backdrop-blur hover:bg-white hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden"
      >
        <Icon name="device" className="h-5 w-5" />
      </button>
      <Dialog
        open={report !== null}
        onClose={() => setReport(null)}
        title={t('debugPanel.title')}
        description={t('debugPanel.description')}
        footer={report ? <LogToConsole report={report} /> : null}
        bodyLabel={t('debugPanel.title')}
        tall
      >
        {report ? <DeviceReportView report={report} /> : null}
      </Dialog>
    </>
  );
}
