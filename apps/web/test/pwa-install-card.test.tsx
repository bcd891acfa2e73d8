import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PwaPrompts } from '../src/features/pwa/components/pwa-prompts';
import { catchInstallOffer, followInstallOffers } from '../src/features/pwa/install-offer';
import { type InstallSituation, installCardMode } from '../src/features/pwa/lib/install-card-mode';
import { isIosSafari } from '../src/features/pwa/lib/platform';
import { installDismissed, pwaStore } from '../src/features/pwa/lib/pwa-store';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari asks for desktop sites: it reads as a Mac, told apart by its touch screen.
  iPadOsSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iPhoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0 (iPhone14,5; iOS 17_4; en_US)',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

const NOTHING: InstallSituation = {
  offered: false,
  standalone: false,
  dismissed: false,
  installed: false,
  iosSafari: false,
};

describe('when the install card shows', () => {
  it('shows the browser offer, or the iOS instructions where there is no offer', () => {
    expect(installCardMode({ ...NOTHING, offered: true })).toBe('offer');
    expect(installCardMode({ ...NOTHING, iosSafari: true })).toBe('ios');
    expect(installCardMode(NOTHING)).toBe('hidden');
  });

  it('never shows in the installed app, after a dismissal or after installing', () => {
    for (const reason of ['standalone', 'dismissed', 'installed'] as const) {
      expect(installCardMode({ ...NOTHING, offered: true, [reason]: true }), reason).toBe('hidden');
      expect(installCardMode({ ...NOTHING, iosSafari: true, [reason]: true }), reason).toBe('hidden');
    }
  });

  it('recognises Safari on an iPhone and an iPad, iPadOS included, and nothing else', () => {
    expect(isIosSafari(UA.iPhoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.iPadSafari, 5)).toBe(true);
    expect(isIosSafari(UA.iPadOsSafari, 5)).toBe(true);
    expect(isIosSafari(UA.iPadOsSafari, 0)).toBe(false);
    expect(isIosSafari(UA.iPhoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.iPhoneInstagram, 5)).toBe(false);
    expect(isIosSafari(UA.androidChrome, 5)).toBe(false);
  });
});

/** A beforeinstallprompt as Chromium fires it, counting prompt() calls. */
function offerInstall(): { event: Event; prompts: () => number } {
  let prompts = 0;
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => {
      prompts += 1;
    },
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.dispatchEvent(event);
  return { event, prompts: () => prompts };
}

const card = () => screen.queryByRole('region', { name: 'Install the app' });

describe('the install card on the page', () => {
  beforeAll(() => {
    catchInstallOffer();
    followInstallOffers(pwaStore.offerInstall);
  });
  afterEach(() => {
    pwaStore.reset();
    installDismissed.reset();
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('appears with the browser offer, and Install hands over to the browser once', async () => {
    render(<PwaPrompts />);
    expect(card()).toBeNull();
    const { event, prompts } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('region', { name: 'Install the app' })).toBeTruthy();
    for (const benefit of [
      'Quick access from your home screen',
      'Works like a native app',
      'Offline access to the main features',
    ]) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompts()).toBe(1);
    expect(card()).toBeNull();
    expect(window.localStorage.getItem('pwa-install-dismissed')).toBeNull();
  });

  it('an offer caught before the card loaded still shows it', async () => {
    offerInstall();
    render(<PwaPrompts />);
    expect(await screen.findByRole('region', { name: 'Install the app' })).toBeTruthy();
  });

  it('Later hides it for good: stored, and not shown again on the next visit', async () => {
    const first = render(<PwaPrompts />);
    offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(card()).toBeNull();
    expect(window.localStorage.getItem('pwa-install-dismissed')).toBe('true');
    first.unmount();

    render(<PwaPrompts />);
    offerInstall();
    expect(card()).toBeNull();
  });

  it('is not shown in the installed app (iOS home screen) nor after appinstalled', async () => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    const standalone = render(<PwaPrompts />);
    offerInstall();
    expect(card()).toBeNull();
    standalone.unmount();
    Reflect.deleteProperty(navigator, 'standalone');

    render(<PwaPrompts />);
    offerInstall();
    expect(await screen.findByRole('region', { name: 'Install the app' })).toBeTruthy();
    act(() => pwaStore.markInstalled());
    expect(card()).toBeNull();
  });
});
