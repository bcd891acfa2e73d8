import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { installCardMode } from '../lib/install-card-mode';
import { isIosSafari, isRunningStandalone } from '../lib/platform';
import { installDismissed, pwaStore } from '../lib/pwa-store';
import { InstallCard } from './install-card';
import { UpdatePrompt } from './update-prompt';

/**
 * The install card and the update prompt, floating at the bottom of a phone's screen (across it) or in
 * the bottom right corner of a wide one. Below the open mobile menu (z-20) so navigation is never
 * covered, and followed by a spacer of the same height, so the end of the page (the dialogue's input,
 * the last list item) can always be scrolled above them.
 */
export function PwaPrompts() {
  const { offer, installed, applyUpdate } = useSyncExternalStore(pwaStore.subscribe, pwaStore.getSnapshot);
  const dismissed = useSyncExternalStore(installDismissed.subscribe, installDismissed.getSnapshot);
  const [environment] = useState(() => ({
    standalone: isRunningStandalone(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  }));
  const mode = installCardMode({ offered: offer !== null, installed, dismissed, ...environment });

  const overlayRef = useRef<HTMLDivElement>(null);
  const [overlayHeight, setOverlayHeight] = useState(0);
  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    const observer = new ResizeObserver(() => setOverlayHeight(overlay.offsetHeight));
    observer.observe(overlay);
    return () => observer.disconnect();
  }, []);

  const install = () => {
    if (!offer) return;
    pwaStore.takeOffer();
    // The browser's own dialog answers; accepted, appinstalled follows; dismissed, the browser may offer again.
    void offer.prompt().catch(() => undefined);
  };

  const visible = mode !== 'hidden' || applyUpdate !== null;
  return (
    <>
      <div
        ref={overlayRef}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-10 flex flex-col items-stretch gap-3 p-3 sm:items-end sm:p-6"
      >
        {applyUpdate ? <UpdatePrompt onUpdate={applyUpdate} onLater={pwaStore.postponeUpdate} /> : null}
        {mode !== 'hidden' ? (
          <InstallCard mode={mode} onInstall={install} onDismiss={() => installDismissed.set(true)} />
        ) : null}
      </div>
      {visible ? <div aria-hidden="true" style={{ height: overlayHeight }} /> : null}
    </>
  );
}
