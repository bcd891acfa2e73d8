/** True when the app runs installed: its own window (display-mode standalone) or, on iOS, a home-screen app. */
export function isRunningStandalone(): boolean {
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosHomeScreen || window.matchMedia('(display-mode: standalone)').matches;
}

/** Apps inside iOS that open links in their own web view: their Share menu has no Add to Home Screen. */
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Line\/|GSA\//;

/**
 * True for Safari on an iPhone, iPod or iPad, which installs from Share → Add to Home Screen and never
 * fires beforeinstallprompt. iPadOS Safari presents itself as a Mac: a Mac with a touch screen is an iPad.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iosDevice = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return iosDevice && safari && !IN_APP_BROWSER.test(userAgent);
}
