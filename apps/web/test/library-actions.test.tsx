import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { TRACK_UNDO_MS } from '@tolk/contracts/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { AudioTracksPage } from '../src/features/audio-tracks/pages/audio-tracks-page';
import { PhrasesPage } from '../src/features/phrases/pages/phrases-page';
import { fakeApi, LEARNER, ok, savedPhrase, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const phrase = savedPhrase({
  originalText: 'God morgen',
  translatedText: 'Доброе утро',
  sourceLanguage: 'no',
  targetLanguage: 'ru',
});

function track(id: string, name: string): AudioTrack {
  return {
    id,
    name,
    title: name,
    description: null,
    audioUrl: `/api/user/audio-tracks/${id}/audio`,
    language: 'ru',
    text: 'God morgen',
    translatedText: 'Доброе утро',
    createdAt: LEARNER.createdAt,
    playCount: 0,
    duration: 4,
    fileSize: 1000,
    isFavorite: false,
    phraseCount: 1,
    status: 'ready',
    progress: 1,
    failure: null,
  };
}

const MORNING = track('1b7c1f7e-2a55-4f7e-9a53-3c2f1d9e8a02', 'Morning words');
const EVENING = track('2b7c1f7e-2a55-4f7e-9a53-3c2f1d9e8a03', 'Evening words');

describe('the phrase list', () => {
  it('names each checkbox by what it selects', async () => {
    fakeApi({ 'GET /api/user/phrases': () => ok({ success: true, phrases: [phrase], nextCursor: null }) });
    signIn();
    renderScreen(<PhrasesPage />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Select phrase: God morgen' });
    expect(checkbox.getAttribute('aria-label')).toBe('Select phrase: God morgen');
  });

  it('names a new track and its date in the interface language', async () => {
    const api = fakeApi({
      'GET /api/user/phrases': () => ok({ success: true, phrases: [phrase], nextCursor: null }),
      'POST /api/user/audio-tracks': () => ok({ success: true, track: track(MORNING.id, 'Аудиотрек') }),
    });
    signIn();
    interfaceLanguageStore.set('ru');
    renderScreen(
      <InterfaceLanguageScope scope="guarded">
        <PhrasesPage />
      </InterfaceLanguageScope>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать фразу: God morgen' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать аудиотрек (1 фраза)' }));
    await waitFor(() => expect(api.calls('POST /api/user/audio-tracks')).toHaveLength(1));
    const [request] = api.calls('POST /api/user/audio-tracks');
    const name = (request?.body as { name?: string } | undefined)?.name;
    const date = new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).formatToParts(new Date());
    const year = date.find((part) => part.type === 'year')?.value ?? '';
    expect(name).toMatch(/^Аудиотрек \d{1,2} [а-я]+\.? \d{4} г\., \d{2}:\d{2}$/);
    expect(name).toContain(year);
    expect(name).not.toMatch(/Audio Track|AM|PM/);
  });
});

describe('deleting a track', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openLibrary() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server's list, without what it deleted.
    let stored = [MORNING, EVENING];
    const remove = (id: string) => () => {
      stored = stored.filter((kept) => kept.id !== id);
      return ok({ success: true });
    };
    const api = fakeApi({
      'GET /api/user/audio-tracks': () => ok({ success: true, tracks: stored, nextCursor: null }),
      [`DELETE /api/user/audio-tracks/${MORNING.id}`]: remove(MORNING.id),
      [`DELETE /api/user/audio-tracks/${EVENING.id}`]: remove(EVENING.id),
    });
    signIn();
    renderScreen(<AudioTracksPage />);
    await screen.findByText('Morning words');
    return api;
  }

  const deletes = (api: ReturnType<typeof fakeApi>) => api.sent.filter((request) => request.method === 'DELETE');

  it('hides the track at once, offers Undo and asks the server nothing when undone', async () => {
    const api = await openLibrary();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Morning words' }));
    expect(screen.queryByText('Morning words')).toBeNull();
    const toast = screen.getByText('“Morning words” deleted.').parentElement as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Morning words')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(TRACK_UNDO_MS * 2);
    });
    expect(deletes(api)).toHaveLength(0);
  });

  it('deletes on the server once the Undo window has passed', async () => {
    const api = await openLibrary();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Morning words' }));
    await act(async () => {
      vi.advanceTimersByTime(TRACK_UNDO_MS - 500);
    });
    expect(deletes(api)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() =>
      expect(deletes(api).map((request) => request.path)).toEqual([`/api/user/audio-tracks/${MORNING.id}`]),
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByText('Morning words')).toBeNull();
  });

  it('carries out a waiting deletion at once when another track is deleted', async () => {
    const api = await openLibrary();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Morning words' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Evening words' }));
    await waitFor(() => expect(deletes(api)).toHaveLength(1));
    expect(deletes(api)[0]?.path).toBe(`/api/user/audio-tracks/${MORNING.id}`);
    expect(screen.getByText('“Evening words” deleted.')).toBeTruthy();
  });

  it('carries out the waiting deletion when the learner leaves the page', async () => {
    const api = await openLibrary();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Morning words' }));
    expect(deletes(api)).toHaveLength(0);
    cleanup();
    await waitFor(() =>
      expect(deletes(api).map((request) => request.path)).toEqual([`/api/user/audio-tracks/${MORNING.id}`]),
    );
  });
});
