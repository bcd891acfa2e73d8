import { screen, within } from '@testing-library/react';
import type { DialogueEntry, DialogueStats } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { type FakeAnswer, linkPage, ok, type SentRequest } from './fake-api';

let sequence = 0;

/** A UUID that differs from call to call (the contract's entries and conversations are UUIDs). */
export function uuid(): string {
  sequence += 1;
  return `6b1f0c2e-4d3a-4b5c-8d7e-${String(sequence).padStart(12, '0')}`;
}

/** A dialogue turn as the server presents it. */
export function dialogueEntry(fields: Partial<DialogueEntry> = {}): DialogueEntry {
  const id = fields.id ?? uuid();
  return {
    id,
    userMessage: 'Hei, jeg heter Kari',
    gptResponse: 'Hei Kari! Hvor bor du?',
    languageCode: 'no',
    createdAt: '2026-11-24T20:00:00.000Z',
    userAudioUrl: null,
    gptAudioUrl: `/api/dialogue/audio/${id}`,
    conversationId: uuid(),
    level: 'A1',
    topic: 'General conversation',
    corrections: [],
    reviewedWords: [],
    generated: { model: 'llama3.2' },
    ...fields,
  };
}

export function dialogueStats(languageCode: LanguageCode, fields: Partial<DialogueStats> = {}): DialogueStats {
  return {
    languageCode,
    languageName: 'Norwegian',
    level: 'A1',
    totalDialogues: 0,
    totalWords: 0,
    totalTimeMinutes: 0,
    ...fields,
  };
}

type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** The page's reads on load: topics, statistics and an empty Norwegian history, unless a test says otherwise. */
export function dialogueRoutes(routes: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/dialogue/topics': () => ok(['General conversation', 'Travel', 'Weather']),
    'GET /api/dialogue/stats/no': () => ok(dialogueStats('no')),
    'GET /api/dialogue/stats': () => ok([]),
    'GET /api/dialogue/history/no': () => linkPage([]),
    ...routes,
  };
}

/** The message box. */
export function messageBox(): HTMLTextAreaElement {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

/** The conversation log. */
export function chatLog(): HTMLElement {
  return screen.getByRole('log', { name: 'Conversation' });
}

/** The messages shown, in order, as [role, text] (the corrections and buttons left out). */
export function shownMessages(): [string, string][] {
  return within(chatLog())
    .queryAllByTestId('dialogue-message')
    .map((message) => {
      const bubble = message.querySelector('p.whitespace-pre-wrap');
      return [message.dataset.role ?? '', bubble?.textContent ?? ''];
    });
}

/** The conversation id a chat request named. */
export function conversationIdOf(request: SentRequest | undefined): string {
  const body = request?.body as { conversationId?: string } | undefined;
  if (!body?.conversationId) throw new Error('The request named no conversation');
  return body.conversationId;
}
