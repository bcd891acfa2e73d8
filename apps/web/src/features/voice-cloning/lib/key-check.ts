import { VOICE_KEY_CHECK_DEBOUNCE_MS, VoiceProviderKey } from '@tolk/contracts/voice-cloning';
import { ProviderError, type Subscription } from '../api/elevenlabs-client';

/** Where the key check stands (docs/product.md, Voice cloning: idle, invalid, checking, valid). */
export type KeyCheck =
  | { state: 'idle' }
  | { state: 'invalid'; reason: 'format' | 'rejected' }
  | { state: 'checking' }
  | { state: 'valid'; balance: number; tier: string; canClone: boolean }
  /** The probe could not be made or answered oddly: neither valid nor invalid. */
  | { state: 'checkError'; detail: string };

/** The state a key is in before (and whether) it is probed: empty is idle, a bad format is invalid. */
export function keyFormatState(key: string): KeyCheck | null {
  const trimmed = key.trim();
  if (!trimmed) return { state: 'idle' };
  return VoiceProviderKey.safeParse(trimmed).success ? null : { state: 'invalid', reason: 'format' };
}

/** What a probe's subscription answer or failure means for the key. */
export function probeOutcome(result: { subscription: Subscription } | { error: unknown }): KeyCheck {
  if ('subscription' in result) {
    const { character_limit, character_count, tier, can_use_instant_voice_cloning } = result.subscription;
    return {
      state: 'valid',
      balance: Math.max(0, character_limit - character_count),
      tier,
      canClone: can_use_instant_voice_cloning !== false,
    };
  }
  const { error } = result;
  if (error instanceof ProviderError && error.status === 401) return { state: 'invalid', reason: 'rejected' };
  return { state: 'checkError', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Checks a key as the learner types: empty is idle at once; any other key is 'checking' until
 * VOICE_KEY_CHECK_DEBOUNCE_MS after the last change, when a bad format turns invalid and a good one is probed
 * against the provider. Only the latest key's answer counts (an earlier probe still under way is aborted).
 */
export function createKeyChecker(options: {
  probe: (key: string, signal: AbortSignal) => Promise<Subscription>;
  onChange: (check: KeyCheck) => void;
  debounceMs?: number;
}) {
  const { probe, onChange, debounceMs = VOICE_KEY_CHECK_DEBOUNCE_MS } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  const check = (key: string) => {
    const format = keyFormatState(key);
    if (format) {
      onChange(format);
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    probe(key.trim(), controller.signal).then(
      (subscription) => {
        if (!controller.signal.aborted) onChange(probeOutcome({ subscription }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) onChange(probeOutcome({ error }));
      },
    );
  };

  return {
    update(key: string) {
      cancel();
      if (!key.trim()) {
        onChange({ state: 'idle' });
        return;
      }
      onChange({ state: 'checking' });
      timer = setTimeout(() => check(key), debounceMs);
    },
    dispose: cancel,
  };
}
