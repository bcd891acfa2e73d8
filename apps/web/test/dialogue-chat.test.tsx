import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialoguePage } from '../src/features/dialogue/pages/dialogue-page';
import {
  chatLog,
  conversationIdOf,
  dialogueEntry,
  dialogueRoutes,
  messageBox,
  shownMessages,
} from './support/dialogue';
import { enginesAnswer, eventStream, failure, fakeApi, linkPage, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const CHAT = 'POST /api/dialogue/chat/stream';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function renderPage() {
  signIn();
  renderScreen(<DialoguePage />);
  await screen.findByRole('heading', { level: 1, name: 'GPT Dialogue' });
  return messageBox();
}

/** A chat endpoint whose every answer the test writes event by event. */
function streamingChat() {
  const streams: ReturnType<typeof eventStream>[] = [];
  return {
    handler: () => {
      const stream = eventStream();
      streams.push(stream);
      return stream.answer;
    },
    latest: () => {
      const stream = streams.at(-1);
      if (!stream) throw new Error('No chat request was sent');
      return stream;
    },
  };
}

/** A chat endpoint that answers at once: the entry of the message it was sent. */
function answeringChat(fields: Parameters<typeof dialogueEntry>[0] = {}) {
  return () => {
    const stream = eventStream();
    stream.send('entry', { entry: dialogueEntry(fields) });
    stream.close();
    return stream.answer;
  };
}

describe('the dialogue message box', () => {
  it('says replies will be slow when they come from a model on the server’s processor', async () => {
    const slow = /small model on this server's processor/;
    const engines = enginesAnswer();
    fakeApi(
      dialogueRoutes({
        'GET /api/engines': () =>
          ok({ ...engines, chat: { available: true, engines: ['local-gguf'], models: ['m.gguf'], localCpu: true } }),
      }),
    );
    await renderPage();
    expect(await screen.findByText(slow)).toBeTruthy();
  });

  it('does not warn about slow replies from a chat server', async () => {
    fakeApi(dialogueRoutes());
    await renderPage();
    await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText(/small model on this server's processor/)).toBeNull();
  });

  it('does not send a blank or whitespace-only message, by Send or by Enter', async () => {
    const api = fakeApi(dialogueRoutes({ [CHAT]: answeringChat() }));
    const box = await renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(box, { target: { value: '  \n\t ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.keyDown(box, { key: 'Enter' });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(CHAT)).toHaveLength(0);
    expect(box.getAttribute('rows')).toBe('2');
  });

  it('sends with Enter, while Shift+Enter is left to start a new line', async () => {
    const api = fakeApi(
      dialogueRoutes({ [CHAT]: answeringChat({ userMessage: 'Hei, jeg heter Kari', gptResponse: 'Hei Kari!' }) }),
    );
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei, jeg heter Kari' } });

    // Not cancelled: the browser inserts the line break.
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(api.calls(CHAT)).toHaveLength(0);

    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(api.calls(CHAT)).toHaveLength(1));
    expect(api.calls(CHAT)[0]?.body).toEqual({
      message: 'Hei, jeg heter Kari',
      languageCode: 'no',
      level: 'A1',
      topic: 'General conversation',
      userAudioUrl: null,
      conversationId: expect.stringMatching(UUID),
      interfaceLanguage: 'en',
    });
    expect(api.calls(CHAT)[0]?.headers.authorization).toBe('Bearer test-token');
    expect(box.value).toBe('');
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        ['learner', 'Hei, jeg heter Kari'],
        ['partner', 'Hei Kari!'],
      ]),
    );
  });

  it('disables Send while a message is on its way, shows the reply growing piece by piece, then the finished turn', async () => {
    const chat = streamingChat();
    const api = fakeApi(dialogueRoutes({ [CHAT]: chat.handler }));
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei! Hvordan har du det?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.calls(CHAT)).toHaveLength(1));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    // A second Enter while sending sends nothing.
    fireEvent.change(box, { target: { value: 'En til' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(api.calls(CHAT)).toHaveLength(1);

    const reply = await within(chatLog()).findByTestId('dialogue-streaming-reply');
    chat.latest().send('delta', { text: 'Jeg har' });
    await waitFor(() => expect(reply.textContent).toBe('Jeg har'));
    chat.latest().send('delta', { text: ' det bra,' });
    await waitFor(() => expect(reply.textContent).toBe('Jeg har det bra,'));
    expect(shownMessages()).toEqual([['learner', 'Hei! Hvordan har du det?']]);

    const conversationId = conversationIdOf(api.calls(CHAT)[0]);
    chat.latest().send('entry', {
      entry: dialogueEntry({
        userMessage: 'Hei! Hvordan har du det?',
        gptResponse: 'Jeg har det bra, takk! Og du?',
        conversationId,
        generated: { model: 'qwen2.5:7b' },
      }),
    });
    chat.latest().close();

    await waitFor(() => expect(within(chatLog()).queryByTestId('dialogue-streaming-reply')).toBeNull());
    expect(shownMessages()).toEqual([
      ['learner', 'Hei! Hvordan har du det?'],
      ['partner', 'Jeg har det bra, takk! Og du?'],
    ]);
    expect(within(chatLog()).getByText('Generated by qwen2.5:7b')).toBeTruthy();
    // The words of the reply open the dictionary.
    expect(await within(chatLog()).findByRole('button', { name: 'takk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    expect(box.value).toBe('En til');
  });

  it('reads events however the answer is cut into pieces, and skips the keep-alive comments between them', async () => {
    const chat = streamingChat();
    fakeApi(dialogueRoutes({ [CHAT]: chat.handler }));
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const reply = await within(chatLog()).findByTestId('dialogue-streaming-reply');

    chat.latest().write(': keep-alive\n\nevent: del');
    chat.latest().write('ta\ndata: {"text":"Hei p');
    chat.latest().write('å deg"}\n');
    chat.latest().write('\n');
    await waitFor(() => expect(reply.textContent).toBe('Hei på deg'));
    const entry = dialogueEntry({ userMessage: 'Hei', gptResponse: 'Hei på deg!' });
    chat.latest().write(`event: entry\r\ndata: ${JSON.stringify({ entry })}\r\n\r\n`);
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        ['learner', 'Hei'],
        ['partner', 'Hei på deg!'],
      ]),
    );
  });

  it('keeps one conversation id per sitting, and New conversation starts another', async () => {
    const api = fakeApi(dialogueRoutes({ [CHAT]: answeringChat() }));
    const box = await renderPage();
    const sendMessage = async (text: string, count: number) => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(api.calls(CHAT)).toHaveLength(count));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false));
    };
    await sendMessage('Hei', 1);
    await sendMessage('Hvordan går det?', 2);
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await sendMessage('Hei igjen', 3);

    const ids = api.calls(CHAT).map(conversationIdOf);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

describe('a server without a chat model', () => {
  it('says so before the learner types', async () => {
    const api = fakeApi(dialogueRoutes({}));
    await renderPage();
    expect(
      await screen.findByText(
        'No chat model is set up on this server yet, so the dialogue cannot answer. An administrator can add one.',
      ),
    ).toBeTruthy();
    expect(api.calls(CHAT)).toHaveLength(0);
  });
});

describe('a failed message', () => {
  it('says in the interface language that no chat model is set up when the server answers 503 ENGINE_UNAVAILABLE, not its English words', async () => {
    const message = 'No chat model is configured. Configure chat: OPENAI_BASE_URL and CHAT_MODEL, or CHAT_MODEL_PATH.';
    fakeApi(dialogueRoutes({ [CHAT]: () => failure(503, { code: 'ENGINE_UNAVAILABLE', error: message }) }));
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'No chat model is set up on this server yet, so the dialogue cannot answer. An administrator can add one.',
    );
    // The message comes back to the box, to be sent again.
    expect(box.value).toBe('Hei');
    expect(shownMessages()).toEqual([]);
  });

  it('says the chat model did not answer when an error event ends the stream', async () => {
    const chat = streamingChat();
    fakeApi(dialogueRoutes({ [CHAT]: chat.handler }));
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await within(chatLog()).findByTestId('dialogue-streaming-reply');
    chat.latest().send('delta', { text: 'Hei' });
    chat.latest().send('error', {
      status: 502,
      code: 'ENGINE_FAILED',
      error: 'The chat model did not answer. Please try again.',
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The chat model did not answer. Please try again in a moment.',
    );
    expect(within(chatLog()).queryByTestId('dialogue-streaming-reply')).toBeNull();
  });

  it('says ‘Error sending message’ when no answer came', async () => {
    fakeApi(
      dialogueRoutes({
        [CHAT]: () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error sending message');
  });
});

describe('the learner’s messages and the partner’s replies', () => {
  it('shows each message’s corrections, a ‘no mistakes’ mark when there were none, and the words reviewed or used', async () => {
    const corrected = dialogueEntry({
      userMessage: 'Jeg har en katt hvit',
      createdAt: '2026-11-24T20:00:00.000Z',
      corrections: [
        {
          original: 'Jeg har en katt hvit',
          corrected: 'Jeg har en hvit katt',
          explanation: 'The adjective comes before the noun.',
        },
      ],
    });
    const clean = dialogueEntry({
      userMessage: 'Katten heter Pus',
      createdAt: '2026-11-24T20:01:00.000Z',
      corrections: [],
      reviewedWords: [
        { studyWordId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', word: 'katt', scheduled: true },
        { studyWordId: '2f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', word: 'heter', scheduled: false },
      ],
    });
    const unchecked = dialogueEntry({
      userMessage: 'Den er fem år',
      createdAt: '2026-11-24T20:02:00.000Z',
      corrections: null,
    });
    fakeApi(
      dialogueRoutes({
        'GET /api/dialogue/history/no': () => linkPage([unchecked, clean, corrected]),
      }),
    );
    await renderPage();

    const learner = await waitFor(() => {
      const messages = within(chatLog()).getAllByTestId('dialogue-message');
      expect(messages).toHaveLength(6);
      return messages.filter((message) => message.dataset.role === 'learner');
    });
    const [first, second, third] = learner as [HTMLElement, HTMLElement, HTMLElement];
    const corrections = within(first).getByRole('region', { name: 'Corrections' });
    expect(within(corrections).getByText('Jeg har en hvit katt')).toBeTruthy();
    expect(within(corrections).getByText('The adjective comes before the noun.')).toBeTruthy();
    expect(within(first).queryByText('No mistakes')).toBeNull();

    expect(within(second).getByText('No mistakes')).toBeTruthy();
    expect(within(second).getByText('Words reviewed: katt')).toBeTruthy();
    // A word whose card was not due is noted as used, not claimed as a review.
    expect(within(second).getByText('Study words used: heter')).toBeTruthy();

    expect(within(third).queryByText('No mistakes')).toBeNull();
    expect(within(third).queryByRole('region', { name: 'Corrections' })).toBeNull();
  });

  it('translates a reply into the interface language on ‘Translate’ and hides it on a second press', async () => {
    const entry = dialogueEntry({ gptResponse: 'Hvor bor du?' });
    const route = `POST /api/dialogue/entries/${entry.id}/translation`;
    const api = fakeApi(
      dialogueRoutes({
        'GET /api/dialogue/history/no': () => linkPage([entry]),
        [route]: () => ok({ translation: 'Where do you live?', engine: 'apertium' }),
      }),
    );
    await renderPage();
    const translate = await within(chatLog()).findByRole('button', { name: 'Translate' });
    expect(translate.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(translate);
    expect(await within(chatLog()).findByText('Where do you live?')).toBeTruthy();
    expect(translate.getAttribute('aria-pressed')).toBe('true');
    expect(api.calls(route)).toHaveLength(1);
    expect(api.calls(route)[0]?.body).toEqual({ targetLanguage: 'en' });

    fireEvent.click(translate);
    expect(within(chatLog()).queryByText('Where do you live?')).toBeNull();
    fireEvent.click(translate);
    expect(await within(chatLog()).findByText('Where do you live?')).toBeTruthy();
    expect(api.calls(route)).toHaveLength(1);
  });

  it('says why a reply could not be translated, in the server’s words', async () => {
    const entry = dialogueEntry({ gptResponse: 'Hvor bor du?' });
    const message = 'No translation engine serves Norwegian → English. Set APERTIUM_URL.';
    fakeApi(
      dialogueRoutes({
        'GET /api/dialogue/history/no': () => linkPage([entry]),
        [`POST /api/dialogue/entries/${entry.id}/translation`]: () =>
          failure(503, { code: 'ENGINE_UNAVAILABLE', error: message }),
      }),
    );
    await renderPage();
    fireEvent.click(await within(chatLog()).findByRole('button', { name: 'Translate' }));
    const alert = await within(chatLog()).findByRole('alert');
    expect(within(alert).getByText('This reply could not be translated.')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
  });

  it('shows the history oldest first, and earlier pages above it on ‘Load earlier messages’', async () => {
    const newest = dialogueEntry({ userMessage: 'Tre', createdAt: '2026-11-24T20:03:00.000Z' });
    const middle = dialogueEntry({ userMessage: 'To', createdAt: '2026-11-24T20:02:00.000Z' });
    const oldest = dialogueEntry({ userMessage: 'En', createdAt: '2026-11-24T20:01:00.000Z' });
    fakeApi(
      dialogueRoutes({
        'GET /api/dialogue/history/no': (request) =>
          new URLSearchParams(request.search).get('cursor') === 'page-2'
            ? linkPage([oldest])
            : linkPage([newest, middle], { nextCursor: 'page-2' }),
      }),
    );
    await renderPage();
    await waitFor(() => expect(learnerTexts()).toEqual(['To', 'Tre']));
    fireEvent.click(within(chatLog()).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(learnerTexts()).toEqual(['En', 'To', 'Tre']));
    expect(within(chatLog()).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });
});

function learnerTexts(): string[] {
  return shownMessages()
    .filter(([role]) => role === 'learner')
    .map(([, text]) => text);
}
