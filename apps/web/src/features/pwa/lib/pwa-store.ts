import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { createStoredValue } from '../../../shared/storage/stored-value';
import type { InstallPromptEvent } from '../install-offer';

export interface PwaState {
  /** The browser's install offer, until it is used (it can be used once). */
  offer: InstallPromptEvent | null;
  /** The browser reported the app installed during this visit. */
  installed: boolean;
  /** Applies the waiting worker (SKIP_WAITING, then a reload); set while an update waits for consent. */
  applyUpdate: (() => void) | null;
}

let state: PwaState = { offer: null, installed: false, applyUpdate: null };
const listeners = new Set<() => void>();

function update(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** What the service worker and the browser told the app, for the install card and the update prompt. */
export const pwaStore = {
  getSnapshot: (): PwaState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  offerInstall: (offer: InstallPromptEvent) => update({ offer }),
  /** The offer was used (prompt() was called): the card goes, whatever the learner chooses. */
  takeOffer: () => update({ offer: null }),
  markInstalled: () => update({ installed: true, offer: null }),
  offerUpdate: (applyUpdate: () => void) => update({ applyUpdate }),
  /** 'Later' on the update prompt: asked again at the next visit, while the new worker still waits. */
  postponeUpdate: () => update({ applyUpdate: null }),
  /** As at the start of a visit (tests start each case here). */
  reset: () => update({ offer: null, installed: false, applyUpdate: null }),
};

/** The learner's 'Later' (or 'Got it' on iOS) on the install card, remembered for good. */
export const installDismissed = createStoredValue<boolean>({
  key: STORAGE_KEYS.pwaInstallDismissed,
  parse: (raw) => raw === 'true',
  serialize: (dismissed) => (dismissed ? 'true' : null),
});
