import { startInstantOpenAi } from './fake-openai';

/** What the stand-in partner says to every message: a dozen words, as a short A2 reply is. */
export const PARTNER_REPLY = 'Så fint! Jeg liker også å reise. Hvor vil du reise i sommer, og med hvem?';

/**
 * The instant OpenAI-compatible stand-in as the dialogue partner: the reply is PARTNER_REPLY, and
 * the structured message check (`response_format`) answers "no mistakes". So what a dialogue turn
 * takes beyond this server's own answers is Tolk's overhead.
 */
export function startInstantPartner() {
  return startInstantOpenAi((request) =>
    request.response_format ? '{"corrections":[],"wordsUsedCorrectly":[]}' : PARTNER_REPLY,
  );
}
