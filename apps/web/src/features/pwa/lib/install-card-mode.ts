/** What the install card shows: the browser's own install offer, the iOS instructions, or nothing. */
export type InstallCardMode = 'offer' | 'ios' | 'hidden';

export interface InstallSituation {
  /** The browser offered installation (a kept beforeinstallprompt event not yet used). */
  offered: boolean;
  /** The app already runs installed (isRunningStandalone). */
  standalone: boolean;
  /** The learner chose 'Later' or 'Got it' once (remembered in pwa-install-dismissed). */
  dismissed: boolean;
  /** The browser reported appinstalled during this visit. */
  installed: boolean;
  /** Safari on iOS, which installs by hand (isIosSafari). */
  iosSafari: boolean;
}

/** The rules of docs/product.md (Install and update): installed or dismissed hides the card for good. */
export function installCardMode(situation: InstallSituation): InstallCardMode {
  if (situation.standalone || situation.dismissed || situation.installed) return 'hidden';
  if (situation.offered) return 'offer';
  if (situation.iosSafari) return 'ios';
  return 'hidden';
}
