import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../src/app/guards/require-auth';
import { OfflineBanner } from '../src/app/layout/offline-banner';
import { AppProviders } from '../src/app/providers';
import { localTrainersDb } from '../src/entities/audio-tracks/local-trainers-db';
import { localPhrasesDb } from '../src/entities/phrases/local-phrases-db';
import { sessionStore } from '../src/entities/session/session-store';
import { AudioTracksPage } from '../src/features/audio-tracks/pages/audio-tracks-page';
import { PhrasesPage } from '../src/features/phrases/pages/phrases-page';
import { serverListView } from '../src/shared/api/server-list-view';
import { useOnlineStatus } from '../src/shared/hooks/use-online-status';
import { FAKE_MP3_BASE64, failure, fakeApi, LEARNER, ok, savedPhrase, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/** The browser's network switch: navigator.onLine and the event the browser fires when it flips. */
function setNetwork(online: boolean): void {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const SERVER_PHRASE = savedPhrase({
  originalText: 'God kveld',
  translatedText: 'Добрый вечер',
  sourceLanguage: 'no',
  targetLanguage: 'ru',
});

const phrasesAnswer = () => ok({ success: true, phrases: [SERVER_PHRASE], nextCursor: null });

beforeEach(() => {
  // Audio elements play without decoding in happy-dom; the tests check what was asked to play.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(async () => {
  setNetwork(true);
  await localPhrasesDb.phrases.clear();
  await localTrainersDb.trainers.clear();
});

async function storeLocalPhrase(id: string, text: string, extra: { serverId?: string } = {}) {
  await localPhrasesDb.phrases.put({
    id,
    text,
    translation: `${text} (ru)`,
    originalAudioBlob: null,
    translatedAudioBase64: FAKE_MP3_BASE64,
    sourceLanguage: 'no',
    targetLanguage: 'ru',
    createdAt: '2026-11-20T09:30:00.000Z',
    ...extra,
  });
}

function OnlineStatus() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

describe('useOnlineStatus', () => {
  it('follows navigator.onLine through the online and offline events', () => {
    render(<OnlineStatus />);
    expect(screen.getByText('online')).toBeTruthy();
    setNetwork(false);
    expect(screen.getByText('offline')).toBeTruthy();
    setNetwork(true);
    expect(screen.getByText('online')).toBeTruthy();
  });
});

describe('serverListView', () => {
  const loaded = { isPending: false, isError: false, hasData: true };

  it('says offline instead of a spinner, an error or the cached list', () => {
    expect(serverListView({ isPending: true, isError: false, hasData: false }, false, true)).toBe('offline');
    expect(serverListView({ isPending: false, isError: true, hasData: false }, false, true)).toBe('offline');
    expect(serverListView(loaded, false, false)).toBe('offline');
  });

  it('keeps the online states', () => {
    expect(serverListView({ isPending: true, isError: false, hasData: false }, true, true)).toBe('loading');
    expect(serverListView({ isPending: false, isError: true, hasData: false }, true, true)).toBe('error');
    expect(serverListView({ isPending: false, isError: true, hasData: true }, true, false)).toBe('list');
    expect(serverListView(loaded, true, true)).toBe('empty');
    expect(serverListView(loaded, true, false)).toBe('list');
  });
});

describe('the offline banner', () => {
  it('shows while the network is gone and leaves when it returns', async () => {
    render(
      <AppProviders>
        <OfflineBanner />
      </AppProviders>,
    );
    const region = screen.getByRole('status');
    setNetwork(false);
    await waitFor(() => expect(region.textContent).toContain('You are offline.'));
    expect(region.textContent).toContain('translating, saving to the server and syncing need a connection');
    setNetwork(true);
    expect(region.textContent).toBe('');
  });
});

describe('/phrases without a network', () => {
  /** /phrases opened offline, with one phrase waiting for sync and one uploaded already on this device. */
  async function openPhrasesOffline() {
    const api = fakeApi({ 'GET /api/user/phrases': phrasesAnswer });
    await storeLocalPhrase('1763631000000', 'God morgen');
    await storeLocalPhrase('1763631000001', 'Takk', { serverId: 'uploaded-already' });
    signIn();
    setNetwork(false);
    renderScreen(<PhrasesPage />);
    const section = await screen.findByRole('region', { name: 'On this device' });
    await within(section).findByText('Takk');
    return { api, section };
  }

  it('shows every phrase on this device with its date and plays its own audio, and no server action', async () => {
    const { api, section } = await openPhrasesOffline();

    expect(within(section).getByText('God morgen')).toBeTruthy();
    expect(within(section).getByText('God morgen (ru)')).toBeTruthy();
    expect(within(section).getAllByText('Norwegian → Russian')).toHaveLength(2);
    expect(within(section).getAllByText('Nov 20, 2026')).toHaveLength(2);
    expect(screen.getByText(/Your phrases on the server need a connection/)).toBeTruthy();
    // The server's list and its delete, clear and create buttons are not offered; Refresh says why it waits.
    expect(screen.queryByText('God kveld')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const refresh = screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(true);
    expect(refresh.title).toBe('Needs a connection');

    // A flag whose file never reached this device leaves no empty frame beside the language names.
    const [flag] = section.querySelectorAll<HTMLImageElement>('img[data-flag="no"]');
    if (!flag) throw new Error('no flag drawn');
    fireEvent.error(flag);
    expect(flag.style.display).toBe('none');

    fireEvent.click(within(section).getByRole('button', { name: 'Play “God morgen”' }));
    await within(section).findByRole('button', { name: 'Stop “God morgen”' });
    expect(api.sent.filter((request) => request.path.endsWith('/audio'))).toHaveLength(0);
  });

  it('online again, reloads the server list and keeps only the phrases waiting for sync', async () => {
    const { api } = await openPhrasesOffline();
    const loadsOffline = api.calls('GET /api/user/phrases').length;

    setNetwork(true);
    await screen.findByRole('checkbox', { name: 'Select phrase: God kveld' });
    await waitFor(() => expect(api.calls('GET /api/user/phrases').length).toBeGreaterThan(loadsOffline));
    // The section is drawn again from the other list: look it up anew.
    const waiting = () => screen.getByRole('region', { name: 'On this device' });
    await waitFor(() => expect(within(waiting()).queryByText('Takk')).toBeNull());
    expect(within(waiting()).getByText('God morgen')).toBeTruthy();
    expect(screen.queryByText(/Your phrases on the server need a connection/)).toBeNull();
  });

  it('online, shows no local section when nothing waits for sync', async () => {
    fakeApi({ 'GET /api/user/phrases': phrasesAnswer });
    signIn();
    renderScreen(<PhrasesPage />);
    await screen.findByRole('checkbox', { name: 'Select phrase: God kveld' });
    expect(screen.queryByRole('region', { name: 'On this device' })).toBeNull();
  });
});

describe('/audio without a network', () => {
  it('lists every trainer on this device, plays it from there and says server tracks need a connection', async () => {
    const api = fakeApi();
    await localTrainersDb.trainers.bulkPut([
      { id: '1763631000000', name: 'Тренажёр 20.11.2026, 09:30:00', audioBase64List: [FAKE_MP3_BASE64] },
      {
        id: '1763631000001',
        name: 'Тренажёр 20.11.2026, 09:31:00',
        audioBase64List: [FAKE_MP3_BASE64, FAKE_MP3_BASE64],
        serverId: 'uploaded-already',
      },
    ]);
    signIn();
    setNetwork(false);
    renderScreen(<AudioTracksPage />);

    const section = await screen.findByRole('region', { name: 'On this device' });
    await within(section).findByText('Тренажёр 20.11.2026, 09:31:00');
    expect(within(section).getByText('Trainers stored in this browser. They play without a connection.')).toBeTruthy();
    expect(screen.getByText(/Your audio tracks are kept on the server and play from there/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(section).getByRole('button', { name: 'Play Тренажёр 20.11.2026, 09:31:00' }));
    await within(section).findByText('Clip 1 of 2');
    expect(api.sent.filter((request) => request.path.endsWith('/audio'))).toHaveLength(0);

    // Deleting a trainer is local, so it works offline.
    fireEvent.click(within(section).getByRole('button', { name: 'Delete Тренажёр 20.11.2026, 09:30:00' }));
    await waitFor(() => expect(within(section).queryByText('Тренажёр 20.11.2026, 09:30:00')).toBeNull());
    expect(await localTrainersDb.trainers.count()).toBe(1);
  });

  it('says so when this device keeps no trainer', async () => {
    fakeApi();
    signIn();
    setNetwork(false);
    renderScreen(<AudioTracksPage />);
    expect(await screen.findByText('No trainers are stored on this device.')).toBeTruthy();
  });
});

describe('the session without a network', () => {
  function renderGuarded() {
    return render(
      <AppProviders>
        <MemoryRouterWithGuard />
      </AppProviders>,
    );
  }

  it('stays signed in on the guarded screens when /api/auth/me cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    signIn();
    setNetwork(false);
    renderGuarded();
    expect(await screen.findByText('Guarded phrases')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'To audio' }));
    expect(await screen.findByText('Guarded audio')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('Guarded audio')).toBeTruthy();
    expect(sessionStore.getSnapshot().user?.id).toBe(LEARNER.id);
  });

  it('still signs out when the server answers 401', async () => {
    let expired = false;
    fakeApi({
      'GET /api/auth/me': () =>
        expired
          ? failure(401, { code: 'UNAUTHENTICATED', error: 'Your session has expired. Please sign in again' })
          : ok({ success: true, user: LEARNER }),
    });
    signIn();
    renderGuarded();
    expect(await screen.findByText('Guarded phrases')).toBeTruthy();
    expired = true;
    fireEvent.click(screen.getByRole('link', { name: 'To audio' }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(sessionStore.getSnapshot().token).toBeNull();
  });
});

function MemoryRouterWithGuard() {
  return (
    <MemoryRouter initialEntries={['/phrases']}>
      <Routes>
        <Route path="/" element={<p>Landing</p>} />
        <Route element={<RequireAuth />}>
          <Route
            path="/phrases"
            element={
              <>
                <p>Guarded phrases</p>
                <Link to="/audio">To audio</Link>
              </>
            }
          />
          <Route path="/audio" element={<p>Guarded audio</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}
