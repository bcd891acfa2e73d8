import { describe, expect, it } from 'vitest';
import {
  buildDeviceReport,
  type DeviceEnvironment,
  type NavigatorLike,
} from '../src/features/debug-panel/lib/device-report';

/** Agents as the browsers send them. */
const AGENTS = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/119.2151.65 Mobile/15E148 Safari/604.1',
  // An iPad's Safari (iPadOS 13 and later) and a Mac's Safari send the same agent.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidOldStock:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; de-de; Galaxy S II Build/GRJ22) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
};

function environment(navigator: Partial<NavigatorLike> & { userAgent: string }): DeviceEnvironment {
  return {
    navigator: { language: 'nb-NO', onLine: true, cookieEnabled: true, ...navigator },
    screen: { width: 390, height: 844 },
    viewport: { width: 390, height: 664 },
    devicePixelRatio: 3,
    storage: { localStorage: true, sessionStorage: false, indexedDB: true },
    webgl: true,
    timeZone: 'Europe/Oslo',
  };
}

function deviceOf(navigator: Partial<NavigatorLike> & { userAgent: string }) {
  const { mobile, ios, safari } = buildDeviceReport(environment(navigator)).device;
  return { mobile, ios, safari };
}

describe('the device report', () => {
  it('reports an iPhone as a mobile iOS device, Safari only when it is Safari', () => {
    expect(deviceOf({ userAgent: AGENTS.iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5 })).toEqual({
      mobile: true,
      ios: true,
      safari: true,
    });
    for (const userAgent of [AGENTS.iPhoneChrome, AGENTS.iPhoneFirefox, AGENTS.iPhoneEdge]) {
      expect(deviceOf({ userAgent, platform: 'iPhone', maxTouchPoints: 5 }), userAgent).toEqual({
        mobile: true,
        ios: true,
        safari: false,
      });
    }
  });

  it('tells an iPad presenting itself as a Mac from a Mac by its touch screen', () => {
    expect(deviceOf({ userAgent: AGENTS.macSafari, platform: 'MacIntel', maxTouchPoints: 5 })).toEqual({
      mobile: true,
      ios: true,
      safari: true,
    });
    expect(deviceOf({ userAgent: AGENTS.macSafari, platform: 'MacIntel', maxTouchPoints: 0 })).toEqual({
      mobile: false,
      ios: false,
      safari: true,
    });
  });

  it('reports Android phones and tablets as mobile, never as iOS or Safari', () => {
    for (const userAgent of [AGENTS.androidChrome, AGENTS.androidTabletChrome, AGENTS.androidOldStock]) {
      expect(deviceOf({ userAgent, platform: 'Linux armv8l', maxTouchPoints: 5 }), userAgent).toEqual({
        mobile: true,
        ios: false,
        safari: false,
      });
    }
  });

  it('reports desktop browsers as neither mobile, iOS nor Safari, unless the client hint says mobile', () => {
    for (const userAgent of [AGENTS.linuxChrome, AGENTS.windowsEdge, AGENTS.linuxFirefox]) {
      expect(deviceOf({ userAgent, platform: 'Linux x86_64', userAgentData: { mobile: false } }), userAgent).toEqual({
        mobile: false,
        ios: false,
        safari: false,
      });
    }
    // Chromium emulating a phone keeps its desktop agent but says so in its client hint.
    expect(deviceOf({ userAgent: AGENTS.linuxChrome, userAgentData: { mobile: true } }).mobile).toBe(true);
  });

  it('reports storage, network, features, language, time zone and agent from the environment', () => {
    const serviceWorker = { controller: {} };
    const report = buildDeviceReport(
      environment({
        userAgent: AGENTS.androidChrome,
        languages: ['nb-NO', 'en'],
        onLine: false,
        cookieEnabled: false,
        connection: { effectiveType: '3g', downlink: 1.5, rtt: 300, saveData: false },
        serviceWorker,
      }),
    );
    expect(report).toEqual({
      device: {
        mobile: true,
        ios: false,
        safari: false,
        screen: { width: 390, height: 844 },
        viewport: { width: 390, height: 664 },
        devicePixelRatio: 3,
      },
      storage: { localStorage: true, sessionStorage: false, cookies: false, indexedDB: true },
      network: { online: false, connection: { effectiveType: '3g', downlink: 1.5, rtt: 300, saveData: false } },
      features: { webgl: true, serviceWorker: true, serviceWorkerControlled: true },
      language: { language: 'nb-NO', languages: ['nb-NO', 'en'] },
      timeZone: 'Europe/Oslo',
      userAgent: AGENTS.androidChrome,
    });
  });

  it('says when the browser reports no connection and no service worker, or one that controls nothing', () => {
    const bare = buildDeviceReport(environment({ userAgent: AGENTS.linuxFirefox }));
    expect(bare.network.connection).toBeNull();
    expect(bare.features).toMatchObject({ serviceWorker: false, serviceWorkerControlled: false });
    expect(bare.language.languages).toEqual(['nb-NO']);
    const uncontrolled = buildDeviceReport(
      environment({ userAgent: AGENTS.linuxChrome, serviceWorker: { controller: null } }),
    );
    expect(uncontrolled.features).toMatchObject({ serviceWorker: true, serviceWorkerControlled: false });
  });
});
