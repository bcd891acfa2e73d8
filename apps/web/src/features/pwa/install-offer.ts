/**
 * The browser's offer to install the app: Chromium's `beforeinstallprompt` event, which the DOM
 * typings do not describe. It may fire before the app's install card has loaded (src/app/pwa loads
 * lazily after the page), so this module, part of the first load, catches it at once and keeps it.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let onOffer: ((event: InstallPromptEvent) => void) | null = null;

/** Starts keeping the offer; preventDefault stops the browser's own mini-infobar, the card asks instead. */
export function catchInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    onOffer?.(offer);
  });
}

/** Hands over the offer caught so far, and every later one, to the install card's store. */
export function followInstallOffers(listener: (event: InstallPromptEvent) => void): void {
  onOffer = listener;
  if (offer) listener(offer);
}
