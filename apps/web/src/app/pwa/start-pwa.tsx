import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PwaPrompts } from '../../features/pwa/components/pwa-prompts';
import { followInstallOffers } from '../../features/pwa/install-offer';
import { pwaStore } from '../../features/pwa/lib/pwa-store';
import { englishSections } from '../english-sections';

/**
 * The installable app's moving parts, loaded after the page (load-pwa.ts): registers the service
 * worker from /sw.js, follows the browser's install offer and installation, and renders the install
 * card and the update prompt in a root of their own beside the app's.
 */
/** Tells the waiting worker to take over and reloads the page once it controls it, so no tab runs the old shell. */
function applyUpdate(sendSkipWaiting: () => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void sendSkipWaiting();
}

async function startPwa(): Promise<void> {
  followInstallOffers(pwaStore.offerInstall);
  window.addEventListener('appinstalled', pwaStore.markInstalled);

  const sendSkipWaiting = registerSW({
    immediate: true,
    // A new worker waits while the old one controls the page: ask, then SKIP_WAITING and reload once it controls.
    onNeedRefresh: () => pwaStore.offerUpdate(() => applyUpdate(sendSkipWaiting)),
    // registerSW reloads only when the page was controlled at registration; reloadOnNewController does always.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      // An installed app stays open for days: look for a new version whenever it comes back to the screen.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration?.update().catch(() => undefined);
      });
    },
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });

  await englishSections('pwa')();
  const host = document.createElement('div');
  host.id = 'pwa-prompts';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <PwaPrompts />
    </StrictMode>,
  );
}

void startPwa();
