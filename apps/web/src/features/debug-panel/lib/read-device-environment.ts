import type { DeviceEnvironment, NavigatorLike } from './device-report';

/** Whether a Web Storage area can be written: Safari's private mode and blocked cookies refuse it. */
function storageWorks(area: () => Storage): boolean {
  try {
    const storage = area();
    const key = '__tolk_storage_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser can draw with WebGL here (it can be switched off or blocked for the GPU). */
function webglWorks(document: Document): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Browsers cap live WebGL contexts per page: give this probe's back at once.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}

/** Probes the running browser for the report (device-report.ts turns this into what the panel shows). */
export function readDeviceEnvironment(win: Window): DeviceEnvironment {
  return {
    navigator: win.navigator as Navigator & NavigatorLike,
    screen: { width: win.screen.width, height: win.screen.height },
    viewport: { width: win.innerWidth, height: win.innerHeight },
    devicePixelRatio: win.devicePixelRatio,
    storage: {
      localStorage: storageWorks(() => win.localStorage),
      sessionStorage: storageWorks(() => win.sessionStorage),
      indexedDB: typeof win.indexedDB !== 'undefined' && win.indexedDB !== null,
    },
    webgl: webglWorks(win.document),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
