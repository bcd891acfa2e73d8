import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { PwaPrompts } from '../../features/pwa/components/pwa-prompts';
import { followInstallOffers } from '../../features/pwa/install-offer';
import { pwaStore } from '../../features/pwa/lib/pwa-store';
import { englishSections } from '../english-sections';

/**
 * The installable app's moving parts, loaded after the page (load-pwa.ts): registers the service
 * worker from /sw.js, follows the browser's install offer and installation, and renders the install
 * card and the update prompt in a root of their own beside the app's.
 */
async function startPwa(): Promise<void> {
  followInstallOffers(pwaStore.offerInstall);
  window.addEventListener('appinstalled', pwaStore.markInstalled);

  const applyUpdate = registerSW({
    immediate: true,
    // A new worker waits while the old one controls the page: ask, then SKIP_WAITING and reload once it controls.
    onNeedRefresh: () => pwaStore.offerUpdate(() => void applyUpdate(true)),
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
