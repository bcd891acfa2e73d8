import type { EngineContext } from '../capability';
import { ElevenLabsSynthesizer } from './elevenlabs-synthesizer';
import { EspeakSynthesizer } from './espeak-synthesizer';
import { OpenAiSpeechSynthesizer } from './openai-speech-synthesizer';
import { createSpeechService, type SpeechService } from './speech-service';
import type { SpeechSynthesisConfig } from './speech-synthesis-config';
import type { SpeechSynthesizer } from './speech-synthesizer';

/** A configured provider's voice first; the built-in eSpeak NG last, so speech always works. Cached as MP3. */
export function createSpeechSynthesis(config: SpeechSynthesisConfig, context: EngineContext): SpeechService {
  const synthesizers: SpeechSynthesizer[] = [];
  if (config.elevenlabs) synthesizers.push(new ElevenLabsSynthesizer(config.elevenlabs));
  if (config.openai) synthesizers.push(new OpenAiSpeechSynthesizer(config.openai));
  synthesizers.push(new EspeakSynthesizer());
  return createSpeechService({
    chain: synthesizers.map((synthesizer) => ({ synthesizer, gate: context.gateFor(synthesizer.name) })),
    blobs: context.blobs,
    encodeMp3: context.encodeMp3,
    log: context.log,
  });
}
