import { z } from 'zod';
import { ApiErrorEvent } from './errors';
import { InterfaceLanguageCode } from './interface-languages';
import { LanguageCode } from './languages';
import { CursorPageQuery } from './pagination';
import { safeString } from './safe-text';
import { CefrLevel } from './word-levels';

/**
 * The dialogue partner (docs/product.md, "Dialogue"): the learner writes or says a message in
 * the language they study, at their CEFR level, about a topic; a chat model answers in that
 * language at that level, spoken by the speech engines. Every turn is a dialogue entry; turns of
 * one sitting share a conversation id, which is what the model sees as "the conversation so far".
 */
export const dialoguePaths = {
  /** GET: the topics a learner can choose, as strings. */
  topics: '/api/dialogue/topics',
  /** POST DialogueChatRequest → DialogueEntry, once the whole reply and its corrections are ready. */
  chat: '/api/dialogue/chat',
  /**
   * Added. POST DialogueChatRequest → text/event-stream: `delta` events ({text}) as the model
   * writes the reply, then one `entry` event (the DialogueEntry, as /chat answers it), or one
   * `error` event (the ApiError body /chat would have answered, plus its HTTP status) — see DialogueStreamEvent.
   */
  chatStream: '/api/dialogue/chat/stream',
  /**
   * GET ?limit=&cursor=: the learner's entries in a language, newest first: a list of DialogueEntry
   * (the call list's "list of dialogues"), the next page in the `Link` header (pagination.ts).
   */
  history: (languageCode: string) => `/api/dialogue/history/${languageCode}`,
  /** GET: totals of the learner's dialogue in a language, from their entries. */
  stats: (languageCode: string) => `/api/dialogue/stats/${languageCode}`,
  /**
   * Added. GET: DialogueStats of every language the learner has entries in, most entries first:
   * one call where the page would otherwise ask the 20 languages one by one.
   */
  statsAll: '/api/dialogue/stats',
  /** GET: the partner's reply of an entry, spoken (MP3). An engine call, cached after the first. */
  audio: (id: string) => `/api/dialogue/audio/${id}`,
  /** Added. POST DialogueTranslationRequest: the partner's reply translated (the 'translate' toggle). */
  translation: (id: string) => `/api/dialogue/entries/${id}/translation`,
  /** Added. POST DialogueFeedbackRequest: a short report on a conversation, written by the chat model. */
  feedback: (conversationId: string) => `/api/dialogue/conversations/${conversationId}/feedback`,
} as const;

/** The 15 topics, in the order the topic select lists them (the server's list replaces the page's own copy). */
export const DIALOGUE_TOPICS = [
  'General conversation',
  'Travel',
  'Food and cooking',
  'Work and business',
  'Family and friends',
  'Hobbies and interests',
  'Weather',
  'Shopping',
  'Health and fitness',
  'Education',
  'Technology',
  'Sports',
  'Music and movies',
  'Daily routine',
  'Future plans',
] as const;

export const DialogueTopic = z.enum(DIALOGUE_TOPICS, { error: 'Unknown topic' });
export type DialogueTopic = z.infer<typeof DialogueTopic>;

export const DialogueTopicsResponse = z.array(DialogueTopic);

/** The page's defaults: Norwegian at A1, about general conversation. */
export const DIALOGUE_DEFAULT_LANGUAGE = 'no';
export const DIALOGUE_DEFAULT_LEVEL = 'A1';
export const DIALOGUE_DEFAULT_TOPIC: DialogueTopic = 'General conversation';

/** A CEFR level, refused with a message naming the six. */
export const DialogueLevel = z.enum(CefrLevel.options, { error: 'Level must be one of A1, A2, B1, B2, C1, C2' });
export type DialogueLevel = z.infer<typeof DialogueLevel>;

/**
 * The longest message a learner may send: a long paragraph. The model's context is bounded by a
 * token budget anyway; this bound keeps one message from filling it alone.
 */
export const DIALOGUE_MESSAGE_MAX_LENGTH = 2000;

/** A conversation id: the client's own UUID, so the first turn needs no extra round trip. */
export const ConversationId = z.uuid({ error: 'Conversation id must be a UUID' });

/**
 * A message sent without a conversation id continues the learner's latest conversation in that
 * language when its last turn is at most this many minutes old, and starts a new one otherwise
 * (docs/product.md, "A turn"). Half an hour: a sitting interrupted by a call or a coffee goes on,
 * the next day's practice does not drag in yesterday's talk.
 */
export const DIALOGUE_CONVERSATION_IDLE_MINUTES = 30;

/** POST /chat and /chat/stream. */
export const DialogueChatRequest = z.object({
  message: safeString('Message', { error: 'Message is required' })
    .trim()
    .min(1, 'Message must not be blank')
    .max(DIALOGUE_MESSAGE_MAX_LENGTH, `Message must be at most ${DIALOGUE_MESSAGE_MAX_LENGTH} characters`),
  languageCode: LanguageCode,
  level: DialogueLevel,
  topic: DialogueTopic,
  /**
   * The learner's recording of the message. Recordings are transcribed and then discarded, never
   * kept, so this is always null (the field exists because clients send it); anything else is refused.
   */
  userAudioUrl: z.null({ error: 'userAudioUrl must be null: recordings are not stored' }).optional(),
  /**
   * Added. The conversation this turn belongs to: an id of the learner's continues it, a new id
   * starts it. Absent (the call list's body): the learner's current conversation in the language
   * goes on, see DIALOGUE_CONVERSATION_IDLE_MINUTES. The answer names the id either way.
   */
  conversationId: ConversationId.optional(),
  /** The interface language, for the corrections' explanations. Default English. */
  interfaceLanguage: InterfaceLanguageCode.default('en'),
});
export type DialogueChatRequest = z.input<typeof DialogueChatRequest>;

/** One mistake in the learner's message: the corrected sentence and a one-line why. */
export const DialogueCorrection = z.object({
  /** The learner's words as written. */
  original: z.string(),
  /** The same sentence, corrected. */
  corrected: z.string(),
  /** Why, in one line, in the interface language. */
  explanation: z.string(),
});
export type DialogueCorrection = z.infer<typeof DialogueCorrection>;

/** A study-list word the learner used correctly in the message, counted as a review. */
export const DialogueReviewedWord = z.object({
  studyWordId: z.uuid(),
  word: z.string(),
  /** True when the card was due and this use was recorded as an FSRS review; false: noted only. */
  scheduled: z.boolean(),
});
export type DialogueReviewedWord = z.infer<typeof DialogueReviewedWord>;

/** A dialogue turn: the spec's fields, then what this product adds (marked). */
export const DialogueEntry = z.object({
  id: z.uuid(),
  userMessage: z.string(),
  gptResponse: z.string(),
  languageCode: LanguageCode,
  createdAt: z.string(),
  /** Always null: recordings are not kept. */
  userAudioUrl: z.string().nullable(),
  /** The reply spoken: an authenticated URL (send the bearer token). */
  gptAudioUrl: z.string(),
  /** Added. */
  conversationId: z.uuid(),
  level: DialogueLevel,
  topic: DialogueTopic,
  /**
   * Added. The mistakes in userMessage. null: not checked (the check failed or no model could
   * run it); an empty list: checked, no mistakes.
   */
  corrections: z.array(DialogueCorrection).nullable(),
  /** Added. Study-list words used correctly in userMessage. */
  reviewedWords: z.array(DialogueReviewedWord),
  /** Added. The reply (and corrections) are model-generated text: which model wrote them. */
  generated: z.object({ model: z.string() }),
});
export type DialogueEntry = z.infer<typeof DialogueEntry>;

/** An event of the streamed chat (the SSE `event:` name is `type`, the data the JSON of the rest). */
export const DialogueStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('entry'), entry: DialogueEntry }),
  /** The failure as /chat would have answered it: the same ApiError body, with its HTTP status. */
  ApiErrorEvent.extend({ type: z.literal('error') }),
]);
export type DialogueStreamEvent = z.infer<typeof DialogueStreamEvent>;

export const DialogueLanguageParams = z.object({ languageCode: LanguageCode });
export const DialogueEntryParams = z.object({ id: z.uuid({ error: 'Dialogue entry id must be a UUID' }) });
export const DialogueConversationParams = z.object({ conversationId: ConversationId });

export const DialogueHistoryQuery = CursorPageQuery;
/** GET history/{languageCode}: one page as a list; the next page's URL is in the `Link` header. */
export const DialogueHistoryResponse = z.array(DialogueEntry);
export type DialogueHistoryResponse = z.infer<typeof DialogueHistoryResponse>;

/**
 * GET stats/{languageCode}. level: the level of the learner's latest entry in the language
 * (A1 before any). totalWords: the words the learner wrote. totalTimeMinutes: time in
 * conversation, counted per turn as the pause since the previous turn of the same conversation,
 * at most DIALOGUE_TURN_MAX_SECONDS (a longer pause is time away), and DIALOGUE_FIRST_TURN_SECONDS
 * for a conversation's first turn.
 */
export const DialogueStats = z.object({
  languageCode: LanguageCode,
  languageName: z.string(),
  level: DialogueLevel,
  totalDialogues: z.number().int().nonnegative(),
  totalWords: z.number().int().nonnegative(),
  totalTimeMinutes: z.number().int().nonnegative(),
});
export type DialogueStats = z.infer<typeof DialogueStats>;

export const DialogueStatsList = z.array(DialogueStats);

export const DIALOGUE_TURN_MAX_SECONDS = 300;
export const DIALOGUE_FIRST_TURN_SECONDS = 30;

/** POST entries/{id}/translation. */
export const DialogueTranslationRequest = z.object({ targetLanguage: LanguageCode });
export const DialogueTranslation = z.object({
  translation: z.string(),
  /** The translation engine that translated it. */
  engine: z.string(),
});
export type DialogueTranslation = z.infer<typeof DialogueTranslation>;

/** POST conversations/{id}/feedback: the report's language. */
export const DialogueFeedbackRequest = z.object({ interfaceLanguage: InterfaceLanguageCode.default('en') });

/** The end-of-conversation report, in the interface language; generated text. */
export const DialogueFeedback = z.object({
  conversationId: z.uuid(),
  /** Two or three sentences on how the conversation went. */
  summary: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  /** Words or phrases of the target language worth learning next. */
  wordsToLearn: z.array(z.string()),
  turns: z.number().int().positive(),
  generated: z.object({ model: z.string() }),
});
export type DialogueFeedback = z.infer<typeof DialogueFeedback>;
