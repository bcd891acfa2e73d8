import type { ChatCompletionBody } from '../../apps/server/test/support/fakes/fake-openai-server';
import { E2E_CORRECTION, E2E_FEEDBACK, E2E_LEARNER_MISTAKE, E2E_PARTNER_REPLIES, E2E_PARTNER_REPLY } from './constants';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

/**
 * The dialogue's message check as the e2e partner makes it: E2E_LEARNER_MISTAKE gets
 * E2E_CORRECTION, and every study word the check is asked about counts as used correctly.
 */
export function dialogueCheck(userText: string, minimal: Record<string, unknown>): Record<string, unknown> {
  let input: { message?: string; studyWords?: string[] } = {};
  try {
    input = JSON.parse(userText);
  } catch {
    return minimal;
  }
  return {
    ...minimal,
    corrections: input.message === E2E_LEARNER_MISTAKE ? [E2E_CORRECTION] : [],
    wordsUsedCorrectly: input.studyWords ?? [],
  };
}

/** The report at the end of a conversation: always E2E_FEEDBACK. */
export function dialogueFeedback(minimal: Record<string, unknown>): Record<string, unknown> {
  return { ...minimal, ...E2E_FEEDBACK };
}

/**
 * What the e2e chat stand-in answers. A prose request (a dialogue reply) gets the partner's fixed
 * reply in the language the instructions name (Norwegian unless Spanish or English). A structured request gets the smallest answer its JSON schema allows (empty
 * strings and lists, null where null is allowed): valid, so the engine's circuit stays closed,
 * and empty, so the dictionary keeps showing its open data. `structured` may fill it in for one schema.
 */
export function partnerAnswer(
  body: ChatCompletionBody,
  structured: (name: string, minimal: Record<string, unknown>) => Record<string, unknown> = (_, minimal) => minimal,
): string {
  const format = body.response_format as { json_schema?: { name: string; schema: JsonSchema } } | undefined;
  if (!format?.json_schema) return replyFor(body);
  const minimal = smallestInstance(format.json_schema.schema) as Record<string, unknown>;
  return JSON.stringify(structured(format.json_schema.name, minimal));
}

/** The fixed reply in the language the system message says the learner studies. */
function replyFor(body: ChatCompletionBody): string {
  const instructions = body.messages?.find((message) => message.role === 'system')?.content ?? '';
  const language = /someone learning (\w+)/.exec(instructions)?.[1];
  return E2E_PARTNER_REPLIES[language as keyof typeof E2E_PARTNER_REPLIES] ?? E2E_PARTNER_REPLY;
}

function smallestInstance(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.includes(null) ? null : schema.enum[0];
  if (schema.anyOf) {
    const nullable = schema.anyOf.some((option) => option.type === 'null');
    return nullable ? null : smallestInstance(schema.anyOf[0] ?? {});
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) return null;
  switch (types[0]) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, smallestInstance(child)]),
      );
    case 'array':
      return [];
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}
