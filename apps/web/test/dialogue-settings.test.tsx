import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIALOGUE_TOPICS, type DialogueTopic } from '@tolk/contracts/dialogue';
import { describe, expect, it } from 'vitest';
import { InterfaceLanguageScope } from '../src/entities/interface-language/interface-language-scope';
import { interfaceLanguageStore } from '../src/entities/interface-language/interface-language-store';
import { DialoguePage } from '../src/features/dialogue/pages/dialogue-page';
import ru from '../src/i18n/locales/ru.json';
import {
  chatLog,
  conversationIdOf,
  dialogueEntry,
  dialogueRoutes,
  dialogueStats,
  messageBox,
  shownMessages,
} from './support/dialogue';
import { deferred, eventStream, type FakeAnswer, failure, fakeApi, linkPage, ok, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const CHAT = 'POST /api/dialogue/chat/stream';

async function renderPage() {
  signIn();
  renderScreen(<DialoguePage />);
  await screen.findByRole('heading', { level: 1, name: 'GPT Dialogue' });
  return messageBox();
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const optionValues = (name: string) => Array.from(select(name).options, (option) => option.value);
const optionLabels = (name: string) => Array.from(select(name).options, (option) => option.textContent);

/** A chat endpoint answering each message with a turn of the conversation it names. */
function answeringChat(): (request: { body: unknown }) => FakeAnswer {
  return (request) => {
    const { message, conversationId } = request.body as { message: string; conversationId: string };
    const stream = eventStream();
    stream.send('entry', { entry: dialogueEntry({ userMessage: message, gptResponse: 'Så fint!', conversationId }) });
    stream.close();
    return stream.answer;
  };
}

describe('the dialogue settings', () => {
  it('start at Norwegian, A1, general conversation, normal speed, live mode off and auto-audio on', async () => {
    fakeApi(dialogueRoutes());
    await renderPage();
    expect(select('Language').value).toBe('no');
    expect(optionValues('Language')).toHaveLength(20);
    expect(select('Level').value).toBe('A1');
    expect(optionLabels('Level')).toEqual([
      'A1 Beginner',
      'A2 Elementary',
      'B1 Intermediate',
      'B2 Upper Intermediate',
      'C1 Advanced',
      'C2 Mastery',
    ]);
    expect(select('Topic').value).toBe('General conversation');
    expect(select('Playback speed').value).toBe('1');
    expect(optionValues('Playback speed')).toEqual(['0.5', '0.75', '1', '1.25', '1.5', '2']);
    expect(screen.getByRole('switch', { name: 'Live mode' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Auto-audio' }).getAttribute('aria-checked')).toBe('true');
  });

  it('lists the 15 topics until the server’s list arrives, then the server’s, and sends the chosen ones', async () => {
    const topics = deferred<FakeAnswer>();
    const serverTopics: DialogueTopic[] = ['Travel', 'Weather', 'Shopping'];
    const api = fakeApi(dialogueRoutes({ 'GET /api/dialogue/topics': () => topics.promise, [CHAT]: answeringChat() }));
    const box = await renderPage();
    expect(optionValues('Topic')).toEqual([...DIALOGUE_TOPICS]);

    topics.resolve(ok(serverTopics));
    await waitFor(() => expect(optionValues('Topic')).toEqual(serverTopics));
    // The default topic is not on the server's list: its first takes its place.
    expect(select('Topic').value).toBe('Travel');

    fireEvent.change(select('Topic'), { target: { value: 'Weather' } });
    fireEvent.change(select('Level'), { target: { value: 'B2' } });
    fireEvent.change(box, { target: { value: 'Det regner i dag' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.calls(CHAT)).toHaveLength(1));
    expect(api.calls(CHAT)[0]?.body).toMatchObject({ level: 'B2', topic: 'Weather', languageCode: 'no' });
  });

  it('loads the history and statistics of another language when it is chosen, in a new conversation', async () => {
    const api = fakeApi(
      dialogueRoutes({
        [CHAT]: answeringChat(),
        'GET /api/dialogue/stats/es': () => ok(dialogueStats('es', { languageName: 'Spanish', totalDialogues: 4 })),
        'GET /api/dialogue/history/es': () =>
          linkPage([
            dialogueEntry({ languageCode: 'es', userMessage: 'Buenas tardes', gptResponse: '¡Hola! ¿Qué tal?' }),
          ]),
      }),
    );
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.calls(CHAT)).toHaveLength(1));
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        ['learner', 'Hei'],
        ['partner', 'Så fint!'],
      ]),
    );

    fireEvent.change(select('Language'), { target: { value: 'es' } });
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        ['learner', 'Buenas tardes'],
        ['partner', '¡Hola! ¿Qué tal?'],
      ]),
    );
    expect(await within(chatLog()).findByRole('button', { name: 'Buenas' })).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /api/dialogue/stats/es')).toHaveLength(1));

    fireEvent.change(box, { target: { value: 'Buenos días' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.calls(CHAT)).toHaveLength(2));
    const [first, second] = api
      .calls(CHAT)
      .map((call) => call.body as { conversationId: string; languageCode: string });
    expect(second?.languageCode).toBe('es');
    expect(second?.conversationId).not.toBe(first?.conversationId);
  });
});

describe('the dialogue statistics', () => {
  it('show the dialogues, words and minutes of the chosen language, the practised languages, and refresh on demand', async () => {
    const api = fakeApi(
      dialogueRoutes({
        'GET /api/dialogue/stats/no': () =>
          ok(dialogueStats('no', { totalDialogues: 12, totalWords: 340, totalTimeMinutes: 25 })),
        'GET /api/dialogue/stats': () =>
          ok([
            dialogueStats('no', { totalDialogues: 12 }),
            dialogueStats('es', { languageName: 'Spanish', totalDialogues: 3 }),
          ]),
        'GET /api/dialogue/stats/es': () => ok(dialogueStats('es', { languageName: 'Spanish', totalDialogues: 3 })),
        'GET /api/dialogue/history/es': () => linkPage([]),
      }),
    );
    await renderPage();
    const stats = screen.getByTestId('dialogue-stats');
    await waitFor(() => expect(within(stats).getByText('Dialogues').parentElement?.textContent).toBe('12Dialogues'));
    expect(within(stats).getByText('Words').parentElement?.textContent).toBe('340Words');
    expect(within(stats).getByText('Minutes').parentElement?.textContent).toBe('25Minutes');

    const spanish = await within(stats).findByRole('button', { name: 'Spanish, dialogues: 3' });
    expect(within(stats).getByRole('button', { name: 'Norwegian, dialogues: 12' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(stats).getByRole('button', { name: 'Refresh stats' }));
    await waitFor(() => expect(api.calls('GET /api/dialogue/stats/no')).toHaveLength(2));
    expect(api.calls('GET /api/dialogue/stats')).toHaveLength(2);

    fireEvent.click(spanish);
    await waitFor(() => expect(select('Language').value).toBe('es'));
    await waitFor(() => expect(api.calls('GET /api/dialogue/history/es')).toHaveLength(1));
  });
});

describe('the end of a conversation', () => {
  it('asks for feedback on this conversation in the interface language, shows the report, and starts a new one', async () => {
    const routes = dialogueRoutes({ [CHAT]: answeringChat() });
    const api = fakeApi(routes);
    interfaceLanguageStore.set('ru');
    signIn();
    renderScreen(
      <InterfaceLanguageScope scope="guarded">
        <DialoguePage />
      </InterfaceLanguageScope>,
    );
    await screen.findByRole('heading', { level: 1, name: ru.dialogue.title }, { timeout: 10_000 });
    const end = screen.getByRole('button', { name: ru.dialogue.endConversation });
    expect(end.hasAttribute('disabled')).toBe(true);

    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: ru.dialogue.composer.label });
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(end.hasAttribute('disabled')).toBe(false));
    const conversationId = conversationIdOf(api.calls(CHAT)[0]);
    expect(api.calls(CHAT)[0]?.body).toMatchObject({ interfaceLanguage: 'ru' });

    // The conversation's id is the page's own: its feedback route is known only now.
    const route = `POST /api/dialogue/conversations/${conversationId}/feedback`;
    const later = fakeApi({ ...routes, [route]: () => ok(feedbackReport(conversationId)) });
    fireEvent.click(end);
    const dialog = await screen.findByRole('dialog', { name: ru.dialogue.feedback.title });
    expect(await within(dialog).findByText('Хороший разговор о знакомстве.')).toBeTruthy();
    expect(within(dialog).getByText('Правильный порядок слов')).toBeTruthy();
    expect(within(dialog).getByText('Используйте больше прилагательных')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'hyggelig' })).toBeTruthy();
    expect(later.calls(route)[0]?.body).toEqual({ interfaceLanguage: 'ru' });
    expect(within(dialog).getByText('Создано моделью llama3.2')).toBeTruthy();

    fireEvent.click(within(dialog).getAllByRole('button', { name: ru.dialog.close }).at(-1) as HTMLElement);
    fireEvent.change(box, { target: { value: 'Hei igjen' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(later.calls(CHAT)).toHaveLength(1));
    expect(conversationIdOf(later.calls(CHAT)[0])).not.toBe(conversationId);
  });

  it('says why the report could not be written', async () => {
    const routes = dialogueRoutes({ [CHAT]: answeringChat() });
    const api = fakeApi(routes);
    const box = await renderPage();
    fireEvent.change(box, { target: { value: 'Hei' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const end = screen.getByRole('button', { name: 'End conversation / Feedback' });
    await waitFor(() => expect(end.hasAttribute('disabled')).toBe(false));
    const conversationId = conversationIdOf(api.calls(CHAT)[0]);
    fakeApi({
      ...routes,
      [`POST /api/dialogue/conversations/${conversationId}/feedback`]: () =>
        failure(503, { code: 'ENGINE_UNAVAILABLE', error: 'No chat model is configured. Configure chat: CHAT_MODEL.' }),
    });
    fireEvent.click(end);
    const dialog = await screen.findByRole('dialog', { name: 'Conversation feedback' });
    // Worded from the error's code for the learner, without the operator's configuration hint.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The feedback could not be written: No chat model is set up on this server yet, so the dialogue cannot answer. An administrator can add one.',
    );
  });
});

function feedbackReport(conversationId: string) {
  return {
    conversationId,
    summary: 'Хороший разговор о знакомстве.',
    strengths: ['Правильный порядок слов'],
    improvements: ['Используйте больше прилагательных'],
    wordsToLearn: ['hyggelig'],
    turns: 1,
    generated: { model: 'llama3.2' },
  };
}
