import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialoguePage } from '../src/features/dialogue/pages/dialogue-page';
import { chatLog, dialogueEntry, dialogueRoutes, messageBox, shownMessages } from './support/dialogue';
import { eventStream, type FakeAnswer, failure, fakeApi, linkPage, ok, signIn } from './support/fake-api';
import { fakeMicrophone } from './support/microphone';
import { renderScreen } from './support/render-screen';

const CHAT = 'POST /api/dialogue/chat/stream';
const TRANSCRIBE = 'POST /api/audio/transcribe';

let microphone: ReturnType<typeof fakeMicrophone>;
beforeEach(() => {
  microphone = fakeMicrophone();
});
afterEach(() => {
  vi.useRealTimers();
  microphone.restore();
});

async function renderPage() {
  signIn();
  renderScreen(<DialoguePage />);
  await screen.findByRole('heading', { level: 1, name: 'GPT Dialogue' });
  return messageBox();
}

/** Lets promises and the streams' reads settle while timers are fake, without moving the clock. */
async function settle(until: () => boolean) {
  for (let round = 0; round < 100 && !until(); round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  expect(until()).toBe(true);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Starts a recording and returns its Stop button. */
async function startRecording() {
  fireEvent.click(screen.getByRole('button', { name: 'Record a message' }));
  return screen.findByRole('button', { name: 'Stop recording' });
}

function answeringChat(entry = dialogueEntry()) {
  return (): FakeAnswer => {
    const stream = eventStream();
    stream.send('delta', { text: entry.gptResponse });
    stream.send('entry', { entry });
    stream.close();
    return stream.answer;
  };
}

describe('the microphone', () => {
  it('records with echo cancellation, noise suppression and gain control, and puts the words heard in the box', async () => {
    const api = fakeApi(
      dialogueRoutes({ [TRANSCRIBE]: () => ok({ text: ' Hei, jeg heter Kari ', engine: 'openai' }) }),
    );
    const box = await renderPage();
    const stop = await startRecording();
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    expect(microphone.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
    fireEvent.click(stop);

    await waitFor(() => expect(box.value).toBe('Hei, jeg heter Kari'));
    const form = api.calls(TRANSCRIBE)[0]?.body as FormData;
    expect(form.get('languageCode')).toBe('no');
    expect((form.get('audio') as Blob).type).toBe('audio/wav');
    expect(microphone.tracksStopped()).toBe(true);
    // Live mode is off: the learner sends it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(api.calls(CHAT)).toHaveLength(0);
  });

  it('in live mode sends the words heard 1 s after they are in the box', async () => {
    const api = fakeApi(
      dialogueRoutes({
        [TRANSCRIBE]: () => ok({ text: 'Hvor ligger stasjonen?', engine: 'openai' }),
        [CHAT]: answeringChat(dialogueEntry({ userMessage: 'Hvor ligger stasjonen?', gptResponse: 'Rett fram.' })),
      }),
    );
    const box = await renderPage();
    const live = screen.getByRole('switch', { name: 'Live mode' });
    expect(live.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(live);
    expect(live.getAttribute('aria-checked')).toBe('true');

    const stop = await startRecording();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(stop);
    await settle(() => box.value === 'Hvor ligger stasjonen?');

    await advance(999);
    expect(api.calls(CHAT)).toHaveLength(0);
    await advance(1);
    await settle(() => api.calls(CHAT).length === 1);
    expect(api.calls(CHAT)[0]?.body).toMatchObject({ message: 'Hvor ligger stasjonen?', languageCode: 'no' });
    vi.useRealTimers();
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        ['learner', 'Hvor ligger stasjonen?'],
        ['partner', 'Rett fram.'],
      ]),
    );
  });

  it.each<[string, () => FakeAnswer, string]>([
    ['nothing was heard', () => ok({ text: '   ', engine: 'openai' }), 'Could not transcribe audio. Please try again.'],
    [
      'the recording held no speech',
      () => failure(422, { code: 'NO_SPEECH', error: 'No speech detected', stage: 'recognition' }),
      'Could not transcribe audio. Please try again.',
    ],
    [
      'recognition failed',
      () => failure(502, { code: 'ENGINE_FAILED', error: 'Speech recognition failed', stage: 'recognition' }),
      'Error transcribing audio. Please try again.',
    ],
  ])('says so when %s', async (_case, answer, text) => {
    fakeApi(dialogueRoutes({ [TRANSCRIBE]: answer }));
    const box = await renderPage();
    fireEvent.click(await startRecording());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(box.value).toBe('');
  });

  it('says ‘Error accessing microphone’ when the microphone is refused', async () => {
    microphone.getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    fakeApi(dialogueRoutes());
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Record a message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error accessing microphone');
    expect(screen.getByRole('button', { name: 'Record a message' })).toBeTruthy();
  });
});

describe('the replies’ audio', () => {
  it('plays the reply 500 ms after it arrives, fetched with the token, at the chosen speed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const entry = dialogueEntry({ gptResponse: 'Hei på deg!' });
    const audio = `GET /api/dialogue/audio/${entry.id}`;
    const api = fakeApi(dialogueRoutes({ [CHAT]: answeringChat(entry), [audio]: () => ok('mp3 bytes') }));
    const box = await renderPage();
    const autoAudio = screen.getByRole('switch', { name: 'Auto-audio' });
    expect(autoAudio.getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Playback speed' }), { target: { value: '1.5' } });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle(() => shownMessages().some(([role]) => role === 'partner'));

    await advance(499);
    expect(api.calls(audio)).toHaveLength(0);
    await advance(1);
    await settle(() => play.mock.calls.length === 1);
    expect(api.calls(audio)).toHaveLength(1);
    expect(api.calls(audio)[0]?.headers.authorization).toBe('Bearer test-token');
    expect((play.mock.contexts[0] as HTMLMediaElement).playbackRate).toBe(1.5);
    expect(within(chatLog()).getByRole('button', { name: 'Stop' })).toBeTruthy();
  });

  it('stays silent with auto-audio off, and plays a reply on its Play button', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const entry = dialogueEntry();
    const audio = `GET /api/dialogue/audio/${entry.id}`;
    const api = fakeApi(dialogueRoutes({ [CHAT]: answeringChat(entry), [audio]: () => ok('mp3 bytes') }));
    const box = await renderPage();
    fireEvent.click(screen.getByRole('switch', { name: 'Auto-audio' }));

    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const playButton = await within(chatLog()).findByRole('button', { name: 'Play' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.calls(audio)).toHaveLength(0);

    fireEvent.click(playButton);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect((play.mock.contexts[0] as HTMLMediaElement).playbackRate).toBe(1);
  });

  it('says ‘Error playing audio’ when the reply’s audio cannot be fetched', async () => {
    const entry = dialogueEntry();
    fakeApi(
      dialogueRoutes({
        'GET /api/dialogue/history/no': () => linkPage([entry]),
        [`GET /api/dialogue/audio/${entry.id}`]: () => failure(502, { code: 'ENGINE_FAILED', error: 'Speech failed' }),
      }),
    );
    await renderPage();
    fireEvent.click(await within(chatLog()).findByRole('button', { name: 'Play' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error playing audio');
  });
});
