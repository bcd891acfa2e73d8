import type { VoiceCloningSettings } from '@tolk/contracts/voice-cloning';
import { useEffect, useState } from 'react';
import { getSubscription } from '../api/elevenlabs-client';
import { createKeyChecker, type KeyCheck } from '../lib/key-check';

/**
 * The key check of the settings dialog, following the key as it is typed (probing GET /v1/user/subscription).
 * Each change starts a new check; leaving the key disposes the old one, so its timer or probe never answers late.
 */
export function useKeyCheck(key: string, transport: VoiceCloningSettings | undefined): KeyCheck {
  const [check, setCheck] = useState<KeyCheck>({ state: 'idle' });
  useEffect(() => {
    if (!transport) return;
    const checker = createKeyChecker({
      probe: (apiKey, signal) => getSubscription({ transport, apiKey }, signal),
      onChange: setCheck,
    });
    checker.update(key);
    return checker.dispose;
  }, [key, transport]);
  return check;
}
