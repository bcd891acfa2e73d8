/**
 * The device report of the mobile debug panel (docs/product.md, Debug panel): what a learner's
 * browser supports, for an administrator helping on a phone. Pure, so the rules that read a user
 * agent can be checked against real agents; lib/read-device-environment.ts probes the browser.
 */

/** The Network Information API (Chromium only), absent from TypeScript's DOM types. */
export interface NetworkConnectionLike {
  type?: string;
  effectiveType?: string;
  /** Megabits per second, as the browser estimates it. */
  downlink?: number;
  /** Round-trip time in milliseconds, as the browser estimates it. */
  rtt?: number;
  saveData?: boolean;
}

/** The parts of `navigator` the report reads. */
export interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  language: string;
  languages?: readonly string[];
  onLine: boolean;
  cookieEnabled: boolean;
  connection?: NetworkConnectionLike;
  /** Absent where the browser has no service workers (or outside a secure context). */
  serviceWorker?: { controller: unknown };
  /** User-Agent Client Hints (Chromium): the browser's own word on being mobile. */
  userAgentData?: { mobile: boolean };
}

export interface Size {
  width: number;
  height: number;
}

/** Everything the report is built from: the navigator plus what only probing the page can tell. */
export interface DeviceEnvironment {
  navigator: NavigatorLike;
  screen: Size;
  viewport: Size;
  devicePixelRatio: number;
  storage: { localStorage: boolean; sessionStorage: boolean; indexedDB: boolean };
  webgl: boolean;
  timeZone: string;
}

export interface DeviceReport {
  device: { mobile: boolean; ios: boolean; safari: boolean; screen: Size; viewport: Size; devicePixelRatio: number };
  storage: { localStorage: boolean; sessionStorage: boolean; cookies: boolean; indexedDB: boolean };
  network: { online: boolean; connection: NetworkConnectionLike | null };
  features: { webgl: boolean; serviceWorker: boolean; serviceWorkerControlled: boolean };
  language: { language: string; languages: string[] };
  timeZone: string;
  userAgent: string;
}

/**
 * iPhone, iPod and iPad. Since iPadOS 13 an iPad's Safari presents itself as a Mac; only a touch
 * screen tells them apart (no Mac has one).
 */
export function isIOS(navigator: Pick<NavigatorLike, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/.test(navigator.userAgent)) return true;
  return navigator.platform === 'MacIntel' && (navigator.maxTouchPoints ?? 0) > 1;
}

/**
 * Apple's Safari itself. Every browser's agent names Safari, but only Safari (and Edge on iOS)
 * adds `Version/`; the others name themselves (Chrome, CriOS, FxiOS, EdgiOS, OPiOS) and Android's
 * old stock browser names Android.
 */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    /Version\//.test(userAgent) &&
    !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA|Edg\/|OPiOS|OPR|Android/.test(userAgent)
  );
}

/** A phone or a tablet: the browser's client hint when it gives one, otherwise its agent. */
export function isMobile(navigator: NavigatorLike): boolean {
  if (navigator.userAgentData?.mobile) return true;
  return isIOS(navigator) || /Android|Mobi/.test(navigator.userAgent);
}

/** The report of one environment: the panel shows it, "Log to Console" logs it as one object. */
export function buildDeviceReport(env: DeviceEnvironment): DeviceReport {
  const { navigator } = env;
  return {
    device: {
      mobile: isMobile(navigator),
      ios: isIOS(navigator),
      safari: isSafari(navigator.userAgent),
      screen: env.screen,
      viewport: env.viewport,
      devicePixelRatio: env.devicePixelRatio,
    },
    storage: { ...env.storage, cookies: navigator.cookieEnabled },
    network: { online: navigator.onLine, connection: connectionOf(navigator.connection) },
    features: {
      webgl: env.webgl,
      serviceWorker: navigator.serviceWorker !== undefined,
      serviceWorkerControlled: Boolean(navigator.serviceWorker?.controller),
    },
    language: { language: navigator.language, languages: [...(navigator.languages ?? [navigator.language])] },
    timeZone: env.timeZone,
    userAgent: navigator.userAgent,
  };
}

/** A plain copy of the fields that exist (the browser's object logs as an opaque NetworkInformation). */
function connectionOf(connection: NetworkConnectionLike | undefined): NetworkConnectionLike | null {
  if (!connection) return null;
  const { type, effectiveType, downlink, rtt, saveData } = connection;
  const fields = Object.entries({ type, effectiveType, downlink, rtt, saveData }).filter(([, v]) => v !== undefined);
  return Object.fromEntries(fields) as NetworkConnectionLike;
}
