import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Icon, type IconName } from '../../../shared/ui/icon';
import type { InstallCardMode } from '../lib/install-card-mode';

const BENEFITS: { key: 'homeScreen' | 'nativeApp' | 'offline'; icon: IconName }[] = [
  { key: 'homeScreen', icon: 'home' },
  { key: 'nativeApp', icon: 'device' },
  { key: 'offline', icon: 'signal' },
];

interface InstallCardProps {
  mode: Exclude<InstallCardMode, 'hidden'>;
  onInstall: () => void;
  onDismiss: () => void;
}

/**
 * 'Install the app' with its three benefits: the browser's install offer ('Install' and 'Later'), or on
 * iOS Safari the way to do it by hand (Share, then Add to Home Screen) with 'Got it'. A labelled region
 * that takes no focus: it waits beside the page until the learner turns to it.
 */
export function InstallCard({ mode, onInstall, onDismiss }: InstallCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="pointer-events-auto w-full rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 motion-safe:animate-fade-in sm:w-96"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white">
          <Icon name="download" />
        </span>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('pwa.install.title')}
        </h2>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {BENEFITS.map(({ key, icon }) => (
          <li key={key} className="flex items-start gap-2">
            <Icon name={icon} className="mt-0.5 h-4 w-4 text-indigo-600" />
            <span>{t(`pwa.install.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
      {mode === 'ios' ? (
        <>
          <ol className="mt-3 space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            <li className="flex items-start gap-2">
              <span className="font-semibold text-indigo-700">1.</span>
              <span>
                {t('pwa.install.ios.share')}{' '}
                <Icon name="share" className="inline h-4 w-4 align-text-bottom text-indigo-600" />
              </span>
            </li>
            <li className="flex items-start gap-2">
              <span className="font-semibold text-indigo-700">2.</span>
              <span>{t('pwa.install.ios.addToHomeScreen')}</span>
            </li>
          </ol>
          <div className="mt-4 flex justify-end">
            <Button size="sm" onClick={onDismiss}>
              {t('pwa.install.ios.gotIt')}
            </Button>
          </div>
        </>
      ) : (
        <div className="mt-4 flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            {t('pwa.install.later')}
          </Button>
          <Button size="sm" onClick={onInstall}>
            {t('pwa.install.install')}
          </Button>
        </div>
      )}
    </section>
  );
}
