import { type DialogueChatRequest, DialogueEntry, DialogueStreamEvent } from '@tolk/contracts/dialogue';
import { expect } from 'vitest';
import { type ChatCompletionBody, type FakeOpenAi, startFakeOpenAi } from './fakes/fake-openai-server';
import type { TestApp } from './test-app';

export const PARTNER_MODEL = 'partner-1';
export const PARTNER_REPLY = 'Så fint! Jeg liker også å reise. Hvor vil du reise i sommer?';
export const NO_MISTAKES = { corrections: [], wordsUsedCorrectly: [] };

/**
 * The stand-in OpenAI-compatible server as the dialogue uses it: one model answering the reply
 * (streamed prose) with `replyFor` and the message check (structured output) with `checkAnswer`,
 * a string being sent as is (not JSON: a failed check).
 */
export interface PartnerModel {
  fake: FakeOpenAi;
  replyFor: (userText: string) => string;
  checkAnswer: unknown;
  /** Forgets the requests and restores the default answers. */
  reset(): void;
}

export async function startPartnerModel(): Promise<PartnerModel> {
  const fake = await startFakeOpenAi({ models: [PARTNER_MODEL] });
  const model: PartnerModel = {
    fake,
    replyFor: () => PARTNER_REPLY,
    checkAnswer: NO_MISTAKES,
    reset() {
      fake.requests.length = 0;
      fake.override = undefined;
      model.replyFor = () => PARTNER_REPLY;
      model.checkAnswer = NO_MISTAKES;
    },
  };
  fake.content = (userText, body) => {
    if (!body.response_format) return model.replyFor(userText);
    return typeof model.checkAnswer === 'string' ? model.checkAnswer : JSON.stringify(model.checkAnswer);
  };
  return model;
}

/** The test app's config for a chat model on the stand-in. */
export const partnerEngines = (model: PartnerModel) => ({
  engines: { chat: { openai: { baseUrl: model.fake.baseUrl, model: PARTNER_MODEL } } },
});

export const chatBody = (overrides: Partial<DialogueChatRequest> = {}): DialogueChatRequest => ({
  message: 'Hei! Jeg vil reise til Bergen.',
  languageCode: 'no',
  level: 'A2',
  topic: 'Travel',
  userAudioUrl: null,
  ...overrides,
});

export async function learner(app: TestApp) {
  const user = await app.createUser();
  return { user, token: app.tokenFor(user) };
}

/** POST chat, expected to succeed; answers the entry. */
export async function takeTurn(app: TestApp, token: string, payload: DialogueChatRequest): Promise<DialogueEntry> {
  const response = await app.request({ method: 'POST', url: '/api/dialogue/chat', token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return DialogueEntry.parse(response.json());
}

/** The requests the model was sent: the replies (streamed prose) and the checks (structured). */
export function sentToModel(fake: FakeOpenAi) {
  const bodies = fake.requests.map((request) => JSON.parse(request.body) as Required<ChatCompletionBody>);
  return {
    replies: bodies.filter((b) => !b.response_format),
    checks: bodies.filter((b) => b.response_format),
  };
}

/** The one reply request of a turn: its body, system message and the messages after it. */
export function onlyReply(fake: FakeOpenAi) {
  const { replies } = sentToModel(fake);
  expect(replies).toHaveLength(1);
  const reply = replies[0] as Required<ChatCompletionBody>;
  const [system, ...rest] = reply.messages;
  expect(system?.role).toBe('system');
  return { body: reply, system: system?.content ?? '', rest };
}

/** The one check request of a turn: its instructions and its input. */
export function onlyCheck(fake: FakeOpenAi) {
  const { checks } = sentToModel(fake);
  expect(checks).toHaveLength(1);
  const check = checks[0] as Required<ChatCompletionBody>;
  return {
    body: check,
    system: check.messages[0]?.content ?? '',
    input: JSON.parse(check.messages[1]?.content ?? '{}') as {
      message: string;
      partnerSaid: string | null;
      studyWords: string[];
    },
  };
}

/** Server-sent events as a browser reads them: `event:` names the type, `data:` the JSON of the rest. */
export function parseEvents(text: string): DialogueStreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const type = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '{}';
      return DialogueStreamEvent.parse({ type, ...JSON.parse(data) });
    });
}
