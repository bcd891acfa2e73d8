import { catchInstallOffer } from '../../features/pwa/install-offer';

/**
 * The first load's whole share of the installable app: keep the browser's install offer, which may come
 * early, and load the service worker's registration and the prompts (start-pwa.tsx) once the page has
 * loaded, off the first-load budget (docs/decisions/028-installable-app-and-service-worker.md).
 */
export function loadPwaAfterPageLoad(): void {
  catchInstallOffer();
  window.addEventListener('load', () => void import('./start-pwa').catch(() => undefined), { once: true });
}
