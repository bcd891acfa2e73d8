import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEnglishSections } from '../../i18n/english-sections';
import { useOnlineStatus } from '../../shared/hooks/use-online-status';
import { Icon } from '../../shared/ui/icon';

/**
 * Under the top bar while the browser has no network: what still works on this device and what
 * waits for a connection (docs/product.md, Offline). A live region, so the change is announced.
 * Its English strings are a section of their own (docs/decisions/023), fetched while the shell
 * is still online so they are there when the network goes.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const online = useOnlineStatus();
  const [stringsReady, setStringsReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    // A failed load (offline before it ever loaded, no service worker) leaves the banner out rather than show keys.
    loadEnglishSections(i18n, ['offline']).then(
      () => mounted && setStringsReady(true),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [i18n]);
  return (
    <div role="status" aria-live="polite">
      {online || !stringsReady ? null : (
        <div className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6 lg:px-8">
          <Icon name="signal" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
          <p className="min-w-0 leading-relaxed">
            <span className="font-semibold">{t('offline.banner.title')}</span> {t('offline.banner.body')}
          </p>
        </div>
      )}
    </div>
  );
}
