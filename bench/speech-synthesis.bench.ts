// eSpeak NG's cold load and its real-time factor (seconds of audio per second of work) for a
// 10-word sentence in each of the 20 languages, through the same EspeakSynthesizer the server
// uses. Synthesis runs in one worker thread, so the figures are for one core. MP3 encoding of the
// same audio (on the calling thread, as the speech service does it) is shown for information.
// Run: npm run bench
import os from 'node:os';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import { encodeMp3 } from '../apps/server/src/audio/mp3-encoder';
import { durationSeconds } from '../apps/server/src/audio/pcm-audio';
import { EspeakSynthesizer } from '../apps/server/src/engines/speech-synthesis/espeak-synthesizer';
import { ESPEAK_VOICES } from '../apps/server/src/engines/speech-synthesis/espeak-voices';
import { espeakLoadCount, loadEspeak } from '../apps/server/src/engines/speech-synthesis/load-espeak';
import { median, round } from './support/stats';

const TARGET = { coldLoadMs: 1000, realTimeFactor: 20 };
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 7);

/** About ten words each, as a learner's phrase; Japanese in kana, which is what eSpeak NG reads. */
const TEN_WORDS: Record<LanguageCode, string> = {
  no: 'Jeg liker å gå tur i skogen med hunden min.',
  ru: 'Сегодня утром я пил горячий чай с моим старым другом.',
  en: 'I would like to buy two tickets to Oslo, please.',
  es: 'Mañana vamos a visitar a mis abuelos en el pueblo.',
  fr: 'Nous allons au marché acheter des fruits et du pain.',
  de: 'Am Wochenende fahren wir mit dem Zug nach Hamburg zurück.',
  it: 'Questa sera cuciniamo la pasta fresca con i nostri amici.',
  pt: 'Amanhã de manhã vou ao mercado comprar peixe e fruta.',
  ja: 'きょうは ともだちと いっしょに えきの ちかくで おいしい ラーメンを たべました。',
  nl: 'Morgen gaan wij met de fiets naar het strand toe.',
  pl: 'Jutro rano pojadę pociągiem do Krakowa odwiedzić moją starą babcię.',
  sv: 'Vi ska äta middag hos mina föräldrar på söndag kväll.',
  da: 'Jeg cykler hver dag til arbejde, også når det regner.',
  fi: 'Huomenna menemme perheen kanssa mökille järven rantaan uimaan ja saunomaan.',
  ko: '저는 매주 주말마다 친구들과 함께 한강 공원에서 자전거를 타요.',
  zh: '我每天早上坐地铁去公司上班，然后喝一杯咖啡。',
  ar: 'أذهب كل صباح إلى السوق لشراء الخبز والحليب الطازج مع أخي.',
  tr: 'Yarın sabah arkadaşlarımla birlikte deniz kenarında uzun bir yürüyüş yapacağız.',
  hi: 'मैं हर सुबह अपने दोस्त के साथ पार्क में टहलता हूँ।',
  th: 'พรุ่งนี้ฉันจะไปตลาดกับแม่เพื่อซื้อผลไม้และผัก',
};

interface Row {
  language: LanguageCode;
  voice: string;
  'audio s': number;
  'median ms': number;
  'real-time ×': number;
  'mp3 median ms': number;
  'mp3 real-time ×': number;
  target: 'PASS' | 'MISS';
}

async function main(): Promise<void> {
  const coldStarted = performance.now();
  await loadEspeak();
  const coldLoadMs = performance.now() - coldStarted;

  const synthesizer = new EspeakSynthesizer();
  const rows: Row[] = [];
  for (const language of LANGUAGE_CODES) rows.push(await measure(synthesizer, language));

  console.log(`\neSpeak NG (${synthesizer.voice}), ${REPETITIONS} runs per language, ${os.cpus().length} cores`);
  console.log(`cold load: ${coldLoadMs.toFixed(0)} ms (target < ${TARGET.coldLoadMs} ms)`);
  console.table(rows);
  const slowest = rows.reduce((worst, row) => (row['real-time ×'] < worst['real-time ×'] ? row : worst));
  console.log(`slowest language: ${slowest.language} at ${slowest['real-time ×']}× real time`);
  console.log(`module loads in this run: ${espeakLoadCount()}`);

  const misses = [
    coldLoadMs >= TARGET.coldLoadMs && `cold load ${coldLoadMs.toFixed(0)} ms >= ${TARGET.coldLoadMs} ms`,
    ...rows
      .filter((row) => row.target === 'MISS')
      .map((row) => `${row.language} at ${row['real-time ×']}× < ${TARGET.realTimeFactor}×`),
  ].filter(Boolean);
  if (misses.length > 0) {
    console.error(`TARGET MISSED: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`PASS: cold load < ${TARGET.coldLoadMs} ms and every language >= ${TARGET.realTimeFactor}× real time`);
  }
}

/** One untimed run first (the voice's data loads on first use), then the median of the timed runs. */
async function measure(synthesizer: EspeakSynthesizer, language: LanguageCode): Promise<Row> {
  const text = TEN_WORDS[language];
  const speak = () => synthesizer.synthesize({ text, language, signal: AbortSignal.timeout(30_000) });
  const audio = await speak();
  const wallMs: number[] = [];
  for (let run = 0; run < REPETITIONS; run++) {
    const started = performance.now();
    await speak();
    wallMs.push(performance.now() - started);
  }
  const encodeMs: number[] = [];
  for (let run = 0; run < REPETITIONS; run++) {
    const started = performance.now();
    await encodeMp3(audio);
    encodeMs.push(performance.now() - started);
  }

  const medianMs = median(wallMs);
  const realTime = durationSeconds(audio) / (medianMs / 1000);
  return {
    language,
    voice: ESPEAK_VOICES[language],
    'audio s': round(durationSeconds(audio), 2),
    'median ms': round(medianMs, 1),
    'real-time ×': round(realTime, 1),
    'mp3 median ms': round(median(encodeMs), 1),
    'mp3 real-time ×': round(durationSeconds(audio) / (median(encodeMs) / 1000), 1),
    target: realTime >= TARGET.realTimeFactor ? 'PASS' : 'MISS',
  };
}

await main();
