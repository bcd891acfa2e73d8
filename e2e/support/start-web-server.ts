/**
 * The e2e web server: the built app on a fresh embedded database, as `npm start` serves it, with
 * the engines a learner's flows need. Translation is a real Apertium (APy with Debian's pairs);
 * speech recognition and chat are local fake OpenAI-compatible servers speaking the documented
 * protocol behind one address (support/openai-router.ts); an inspector on E2E_INSPECTOR_URL reports
 * the recognition requests to the tests. The chat stand-in is the dialogue partner (dialogue-partner.ts); the
 * voice provider of voice cloning is the ElevenLabs stand-in (voice-provider.ts), called by the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { encodeWav } from '../../apps/server/src/audio/wav';
import { EspeakSynthesizer } from '../../apps/server/src/engines/speech-synthesis/espeak-synthesizer';
import { startApertiumServer } from '../../apps/server/test/support/apertium-server';
import { startFakeOpenAi } from '../../apps/server/test/support/fakes/fake-openai-server';
import {
  type ReceivedRequest,
  startFakeTranscriptionServer,
} from '../../apps/server/test/support/fakes/fake-transcription-server';
import {
  E2E_CHAT_MODEL,
  E2E_HEARD_TEXT,
  E2E_INSPECTOR_URL,
  E2E_SILENCE_WAV,
  E2E_SPEECH_WAV,
  E2E_VOICE_PROVIDER_URL,
} from './constants';
import { dialogueCheck, dialogueFeedback, partnerAnswer } from './dialogue-partner';
import { startModelMirror } from './model-mirror';
import { startOpenAiRouter } from './openai-router';
import { startVoiceProvider } from './voice-provider';
import { describeWav } from './wav-header';

const TRANSCRIBE_MODEL = 'whisper-1';

async function writeSpeechWav(): Promise<void> {
  const speech = await new EspeakSynthesizer().synthesize({
    text: E2E_HEARD_TEXT,
    language: 'en',
    signal: new AbortController().signal,
  });
  // Half a second of silence around the words, as a person leaves before and after speaking.
  const pad = new Float32Array(Math.round(speech.sampleRate / 2));
  const samples = Float32Array.from([...pad, ...speech.samples, ...pad]);
  mkdirSync(path.dirname(E2E_SPEECH_WAV), { recursive: true });
  writeFileSync(E2E_SPEECH_WAV, encodeWav({ samples, sampleRate: speech.sampleRate }));
  writeFileSync(
    E2E_SILENCE_WAV,
    encodeWav({ samples: new Float32Array(speech.sampleRate * 3), sampleRate: speech.sampleRate }),
  );
}

/** What a test may check about each transcription request: its fields and the WAV's format. */
function summarise(request: ReceivedRequest) {
  const file = request.form?.get('file');
  return {
    model: request.form?.get('model'),
    language: request.form?.get('language'),
    file: file instanceof File ? { name: file.name, type: file.type, size: file.size } : null,
  };
}

async function startInspector(requests: ReceivedRequest[]) {
  const server = createServer(async (_req, res) => {
    const transcriptions = requests.filter((r) => r.method === 'POST' && r.path === '/v1/audio/transcriptions');
    const body = await Promise.all(
      transcriptions.map(async (request) => {
        const file = request.form?.get('file');
        const wav = file instanceof File ? describeWav(new Uint8Array(await file.arrayBuffer())) : null;
        return { ...summarise(request), wav };
      }),
    );
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  const { port } = new URL(E2E_INSPECTOR_URL);
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  return server;
}

async function main(): Promise<void> {
  await writeSpeechWav();
  const apertium = await startApertiumServer();
  const recognition = await startFakeTranscriptionServer({ models: [TRANSCRIBE_MODEL] });
  recognition.transcript = () => E2E_HEARD_TEXT;
  const inspector = await startInspector(recognition.requests);
  const chat = await startFakeOpenAi({ models: [E2E_CHAT_MODEL] });
  // A streamed reply comes word by word with a short pause between, as a model writes it, so the
  // page is seen showing the reply grow.
  chat.stream = { chunkDelayMs: 60 };
  chat.content = (userText, body) =>
    partnerAnswer(body, (name, minimal) => {
      if (name === 'dialogue_message_check') return dialogueCheck(userText, minimal);
      if (name === 'dialogue_feedback') return dialogueFeedback(minimal);
      return minimal;
    });
  const openAi = await startOpenAiRouter({ transcriptionBaseUrl: recognition.baseUrl, chatBaseUrl: chat.baseUrl });
  const voiceProvider = await startVoiceProvider({ port: Number(new URL(E2E_VOICE_PROVIDER_URL).port) });
  // Every model host is the local stand-in (MODELS_MIRROR), so no test downloads from the internet.
  const modelMirror = await startModelMirror(path.join(path.dirname(E2E_SPEECH_WAV), 'models-catalog.json'));

  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '../apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      APERTIUM_URL: apertium.url,
      OPENAI_BASE_URL: openAi.baseUrl,
      TRANSCRIBE_MODEL,
      CHAT_MODEL: E2E_CHAT_MODEL,
      VOICE_CLONING_PROVIDER_URL: voiceProvider.url,
      ...modelMirror.env,
      // Models are installed by administrators here: with on-demand, the catalog's M2M100 would make every
      // pair preparable and a learner's request start a download the stand-in mirror cannot serve. The
      // on-demand path is covered over HTTP (apps/server/test/engines/local-translation-api.test.ts).
      MODELS_POLICY: 'admin',
    },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    app.kill('SIGTERM');
    inspector.close();
    await Promise.allSettled([
      apertium.stop(),
      recognition.close(),
      chat.close(),
      openAi.close(),
      voiceProvider.close(),
      modelMirror.close(),
    ]);
    process.exit(code);
  };
  app.on('exit', (code) => void stop(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
