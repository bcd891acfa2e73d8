import { z } from 'zod';
import { LanguageCode } from './languages';

/**
 * direct: an engine serves it now; pivot: through English now; preparable: a local model serves it once
 * downloaded, and a learner's request starts that (the answer is then 503 MODEL_PREPARING with progress);
 * none: nothing here can.
 */
export const PairRoute = z.enum(['direct', 'pivot', 'preparable', 'none']);
export type PairRoute = z.infer<typeof PairRoute>;

const Capability = z.object({
  available: z.boolean(),
  /** Engine ids in the order they are tried. */
  engines: z.array(z.string()),
  /** What an administrator must configure when nothing (or not everything) is available. */
  hint: z.string().optional(),
  /**
   * Added. Configured engines that failed a moment ago and are skipped until they answer again
   * (temporarily unavailable, not unconfigured); absent when every engine is in service.
   */
  temporarilyUnavailable: z.array(z.string()).optional(),
});

/** What the web app may offer before the learner tries: capabilities, languages and pairs. */
export const EnginesResponse = z.object({
  translation: Capability.extend({
    /** Every ordered pair of distinct languages as 'source-target' → how it would be served. */
    pairs: z.record(z.string(), PairRoute),
    /**
     * Added. Pairs that are 'none' in `pairs` only because an engine that may serve them is
     * temporarily unavailable: worth trying again in a moment, nothing to configure.
     */
    pairsTemporarilyUnavailable: z.array(z.string()).optional(),
  }),
  speechSynthesis: Capability.extend({ languages: z.array(LanguageCode) }),
  speechRecognition: Capability.extend({ languages: z.array(LanguageCode) }),
  /** A language model for generated text (dictionary fields, dialogue). */
  chat: Capability.extend({
    /** The model each engine runs, in the order of `engines` (a GGUF engine names its file). */
    models: z.array(z.string()).optional(),
    /**
     * The engine that answers first runs its model in the server's process on the CPU (no GPU found):
     * replies come a few words a second, so the dialogue page says they will be slow.
     */
    localCpu: z.boolean().optional(),
  }),
});
export type EnginesResponse = z.infer<typeof EnginesResponse>;
