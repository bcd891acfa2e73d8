import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DICTIONARY_LIMITS } from '../src/domain/dictionary/dictionary-limits';
import { loadSettings } from '../src/env';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'tolk-env-'));

function errorMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected an error');
}

describe('loadSettings', () => {
  it('defaults to port 3000 and an embedded database under DATA_DIR, with a persisted secret', () => {
    const dataDir = tempDir();
    const first = loadSettings({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    expect(first.config.bootstrapAdmin).toBeUndefined();
    expect(first.config.engines).toMatchObject({
      translation: { openai: undefined, apertium: undefined, deepl: undefined },
      speechSynthesis: { openai: undefined, elevenlabs: undefined },
      speechRecognition: { openai: undefined },
      chat: { openai: undefined, local: undefined },
    });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.config.jwt.secret);
    expect(loadSettings({ DATA_DIR: dataDir }).config.jwt.secret).toBe(first.config.jwt.secret);
  });

  it('reads PORT, DATABASE_URL, the admin pair and engine URLs', () => {
    const settings = loadSettings({
      DATA_DIR: tempDir(),
      PORT: '4100',
      DATABASE_URL: 'postgres://tolk@db.internal:5432/tolk',
      ADMIN_EMAIL: 'root@tolk.test',
      ADMIN_PASSWORD: 'sekret1',
      SUPPORT_EMAIL: 'help@tolk.test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_API_KEY: 'sk-test',
      APERTIUM_URL: 'http://127.0.0.1:2737',
    });
    expect(settings.port).toBe(4100);
    expect(settings.config.database).toEqual({ kind: 'postgres', url: 'postgres://tolk@db.internal:5432/tolk' });
    expect(settings.config.bootstrapAdmin).toEqual({
      email: 'root@tolk.test',
      password: 'sekret1',
      name: 'Administrator',
    });
    expect(settings.config.supportEmail).toBe('help@tolk.test');
    // The OpenAI-compatible server serves a capability only once its model is named.
    expect(settings.config.engines.translation.openai).toBeUndefined();
    expect(settings.config.engines.speechSynthesis.openai).toBeUndefined();
    expect(settings.config.engines.speechRecognition.openai).toBeUndefined();
    expect(settings.config.engines.chat.openai).toBeUndefined();
    expect(settings.config.engines.translation.apertium).toEqual({ url: 'http://127.0.0.1:2737' });
    expect(settings.config.engines.translation.order).toEqual(['apertium', 'deepl', 'libretranslate', 'openai']);
  });

  it('gives each capability the shared OpenAI-compatible server with its own model', () => {
    const engines = loadSettings({
      DATA_DIR: tempDir(),
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_API_KEY: 'sk-test',
      TRANSLATE_MODEL: 'llama3',
      TRANSCRIBE_MODEL: 'whisper-1',
      SPEECH_MODEL: 'kokoro',
      CHAT_MODEL: 'llama3.1:8b',
    }).config.engines;
    const server = { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-test' };
    expect(engines.translation.openai).toEqual({ ...server, model: 'llama3' });
    expect(engines.speechRecognition.openai).toEqual({ ...server, model: 'whisper-1' });
    expect(engines.speechSynthesis.openai).toEqual({ ...server, model: 'kokoro', voice: 'alloy' });
    expect(engines.chat.openai).toEqual({ ...server, model: 'llama3.1:8b' });
  });

  it('reads a GGUF chat model run in-process: CHAT_MODEL_PATH, its context size and threads', () => {
    const folder = tempDir();
    const model = path.join(folder, 'qwen2.5-1.5b-instruct-q4_k_m.gguf');
    // The start checks only that the file is GGUF by its first bytes; loading is the engine's.
    writeFileSync(model, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(28)]));
    expect(loadSettings({ DATA_DIR: folder, CHAT_MODEL_PATH: model }).config.engines.chat).toEqual({
      openai: undefined,
      // Half the cores by default: llama.cpp's spinning threads must leave the app a core.
      local: { modelPath: model, contextSize: 4096, threads: Math.max(1, Math.floor(os.availableParallelism() / 2)) },
    });
    const relative = loadSettings({
      DATA_DIR: folder,
      CHAT_MODEL_PATH: path.relative(process.cwd(), model),
      CHAT_MODEL_CONTEXT: '8192',
      CHAT_MODEL_THREADS: '1',
    }).config.engines.chat.local;
    expect(relative).toEqual({ modelPath: model, contextSize: 8192, threads: 1 });
    // Both kinds at once: the chain tries the server first (create-chat.ts).
    const both = loadSettings({
      DATA_DIR: folder,
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      CHAT_MODEL: 'llama3.1:8b',
      CHAT_MODEL_PATH: model,
    }).config.engines.chat;
    expect(both.openai?.model).toBe('llama3.1:8b');
    expect(both.local?.modelPath).toBe(model);
    // The model's settings alone configure nothing.
    expect(
      loadSettings({ DATA_DIR: folder, CHAT_MODEL_CONTEXT: '2048', CHAT_MODEL_PATH: '' }).config.engines.chat.local,
    ).toBeUndefined();
  });

  it('stops at start naming what is wrong with CHAT_MODEL_PATH and the local model settings', () => {
    const folder = tempDir();
    const fail = (env: Record<string, string>) => errorMessage(() => loadSettings({ DATA_DIR: folder, ...env }));
    const nowhere = path.join(folder, 'models', 'llama-3.2-3b.gguf');
    expect(fail({ CHAT_MODEL_PATH: nowhere })).toContain(
      `CHAT_MODEL_PATH: CHAT_MODEL_PATH names no file (a GGUF model file is expected): ${nowhere}`,
    );
    expect(fail({ CHAT_MODEL_PATH: folder })).toMatch(/CHAT_MODEL_PATH must name a GGUF model file, not a folder/);
    const safetensors = path.join(folder, 'model.safetensors');
    writeFileSync(safetensors, '{"__metadata__":{}}');
    expect(fail({ CHAT_MODEL_PATH: safetensors })).toMatch(/CHAT_MODEL_PATH is not a GGUF model file: .*safetensors/);
    const empty = path.join(folder, 'empty.gguf');
    writeFileSync(empty, '');
    expect(fail({ CHAT_MODEL_PATH: empty })).toMatch(/CHAT_MODEL_PATH is too short to be a GGUF model/);
    expect(fail({ CHAT_MODEL_CONTEXT: 'lots' })).toMatch(/CHAT_MODEL_CONTEXT/);
    expect(fail({ CHAT_MODEL_CONTEXT: '100' })).toMatch(/CHAT_MODEL_CONTEXT/);
    expect(fail({ CHAT_MODEL_THREADS: '0' })).toMatch(/CHAT_MODEL_THREADS/);
  });

  it('reads DeepL free and pro hosts, ElevenLabs, the engine order and limits', () => {
    const settings = loadSettings({
      DATA_DIR: tempDir(),
      DEEPL_API_KEY: 'abc:fx',
      ELEVENLABS_API_KEY: 'xi',
      TRANSLATION_ENGINES: 'openai, deepl',
      ENGINE_TIMEOUT_SECONDS: '12',
      ENGINE_CALLS_PER_MINUTE: '30',
    });
    expect(settings.config.engines.translation.deepl).toEqual({
      apiKey: 'abc:fx',
      baseUrl: 'https://api-free.deepl.com',
    });
    expect(loadSettings({ DATA_DIR: tempDir(), DEEPL_API_KEY: 'abc' }).config.engines.translation.deepl?.baseUrl).toBe(
      'https://api.deepl.com',
    );
    expect(settings.config.engines.speechSynthesis.elevenlabs).toMatchObject({
      apiKey: 'xi',
      baseUrl: 'https://api.elevenlabs.io',
    });
    expect(settings.config.engines.translation.order).toEqual(['openai', 'deepl']);
    expect(settings.config.engines.timeoutMs).toBe(12_000);
    expect(settings.config.engineCallsPerMinute).toBe(30);
    expect(() => loadSettings({ DATA_DIR: tempDir(), TRANSLATION_ENGINES: 'google' })).toThrow(/TRANSLATION_ENGINES/);
  });

  it('shares engine slots per learner: half of them in flight and 64 waiting, unless set', () => {
    const defaults = loadSettings({ DATA_DIR: tempDir(), ENGINE_CONCURRENCY: '6' }).config.engines;
    expect(defaults).toMatchObject({ concurrency: 6, perUser: 3, queuePerUser: 64 });
    expect(loadSettings({ DATA_DIR: tempDir(), ENGINE_CONCURRENCY: '1' }).config.engines.perUser).toBe(1);
    const set = loadSettings({ DATA_DIR: tempDir(), ENGINE_CONCURRENCY_PER_USER: '4', ENGINE_QUEUE_PER_USER: '2' });
    expect(set.config.engines).toMatchObject({ concurrency: 4, perUser: 4, queuePerUser: 2 });
    expect(() => loadSettings({ DATA_DIR: tempDir(), ENGINE_CONCURRENCY_PER_USER: '0' })).toThrow(
      /ENGINE_CONCURRENCY_PER_USER/,
    );
  });

  it('limits registrations to 10 per address, 30 per network (/24, /48) and 200 in all per hour, and audio to 200 MB per user, unless set', () => {
    const defaults = loadSettings({ DATA_DIR: tempDir() }).config;
    expect(defaults.registration).toEqual({
      perAddressPerHour: 10,
      perNetworkPerHour: 30,
      networkPrefix: { ipv4: 24, ipv6: 48 },
      totalPerHour: 200,
    });
    expect(defaults.storageQuotaBytes).toBe(200 * 1024 * 1024);
    const set = loadSettings({
      DATA_DIR: tempDir(),
      REGISTER_MAX_PER_HOUR: '3',
      REGISTER_MAX_PER_HOUR_TOTAL: '50',
      REGISTER_MAX_PER_HOUR_PER_NETWORK: '6',
      REGISTER_NETWORK_PREFIX_IPV4: '16',
      REGISTER_NETWORK_PREFIX_IPV6: '56',
      STORAGE_QUOTA_MB: '0.5',
    }).config;
    expect(set.registration).toEqual({
      perAddressPerHour: 3,
      perNetworkPerHour: 6,
      networkPrefix: { ipv4: 16, ipv6: 56 },
      totalPerHour: 50,
    });
    expect(set.storageQuotaBytes).toBe(512 * 1024);
    expect(() => loadSettings({ DATA_DIR: tempDir(), REGISTER_NETWORK_PREFIX_IPV4: '33' })).toThrow(
      /REGISTER_NETWORK_PREFIX_IPV4/,
    );
    expect(() => loadSettings({ DATA_DIR: tempDir(), REGISTER_MAX_PER_HOUR: '0', STORAGE_QUOTA_MB: 'lots' })).toThrow(
      /REGISTER_MAX_PER_HOUR[\s\S]*STORAGE_QUOTA_MB/,
    );
  });

  it('treats empty strings as unset', () => {
    const settings = loadSettings({
      DATA_DIR: tempDir(),
      PORT: '',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    expect(settings.port).toBe(3000);
    expect(settings.config.database.kind).toBe('pglite');
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadSettings({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadSettings({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'a@b.test' })).toThrow(/must be set together/);
    expect(() => loadSettings({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    // Engine variables are listed with the others; one that several capabilities read, once.
    const message = errorMessage(() =>
      loadSettings({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        OPENAI_BASE_URL: 'not a url',
        TRANSLATION_ENGINES: 'google',
      }),
    );
    expect(message).toMatch(/PORT[\s\S]*OPENAI_BASE_URL[\s\S]*TRANSLATION_ENGINES/);
    expect(message.match(/OPENAI_BASE_URL/g)).toHaveLength(1);
  });

  it('keeps blobs as files without S3_BUCKET, and reads an S3-compatible bucket with it', () => {
    expect(loadSettings({ DATA_DIR: tempDir() }).config.s3).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    const minio = loadSettings({
      DATA_DIR: tempDir(),
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'tolk',
      S3_PREFIX: 'audio/',
      ...keys,
    });
    expect(minio.config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'tolk',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      prefix: 'audio/',
      forcePathStyle: true,
      timeoutMs: 60_000,
    });
    // AWS itself: no endpoint, the bucket in the host name unless told otherwise.
    const aws = loadSettings({ DATA_DIR: tempDir(), S3_BUCKET: 'tolk', S3_REGION: 'eu-north-1', ...keys }).config.s3;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'eu-north-1', forcePathStyle: false, prefix: '' });
    const forced = { DATA_DIR: tempDir(), S3_BUCKET: 'tolk', S3_FORCE_PATH_STYLE: 'true', ...keys };
    expect(loadSettings(forced).config.s3?.forcePathStyle).toBe(true);
    const hosted = { ...forced, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' };
    expect(loadSettings(hosted).config.s3?.forcePathStyle).toBe(false);
  });

  it('names each S3 variable missing or wrong', () => {
    expect(() => loadSettings({ DATA_DIR: tempDir(), S3_BUCKET: 'tolk' })).toThrow(
      /S3_ACCESS_KEY_ID must be set when S3_BUCKET is\n {2}S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is/,
    );
    expect(() => loadSettings({ DATA_DIR: tempDir(), S3_BUCKET: 'tolk', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_SECRET_ACCESS_KEY must be set/,
    );
    expect(() => loadSettings({ DATA_DIR: tempDir(), S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET must be set to use S3_ENDPOINT/,
    );
    expect(() => loadSettings({ DATA_DIR: tempDir(), S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(loadSettings({ DATA_DIR: tempDir(), S3_BUCKET: '', S3_PREFIX: '' }).config.s3).toBeUndefined();
  });

  it('creates DATA_DIR when it does not exist', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    loadSettings({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);
  });

  it('imports dictionaries from DATA_DIR/dictionaries and WordNet unless told otherwise', () => {
    const dataDir = tempDir();
    expect(loadSettings({ DATA_DIR: dataDir }).config.dictionaries).toEqual({
      directory: path.join(dataDir, 'dictionaries'),
      wordNet: true,
      limits: DEFAULT_DICTIONARY_LIMITS,
    });
    const elsewhere = path.join(tempDir(), 'words');
    expect(
      loadSettings({ DATA_DIR: dataDir, DICTIONARY_DIR: elsewhere, DICTIONARY_WORDNET: 'false' }).config.dictionaries,
    ).toEqual({ directory: elsewhere, wordNet: false, limits: DEFAULT_DICTIONARY_LIMITS });
    expect(() => loadSettings({ DATA_DIR: dataDir, DICTIONARY_WORDNET: 'no' })).toThrow(/DICTIONARY_WORDNET/);
  });

  it('keeps models in DATA_DIR/models within 10 GB, on demand, unless MODELS_* say otherwise; checks MODELS_CATALOG', () => {
    const dataDir = tempDir();
    expect(loadSettings({ DATA_DIR: dataDir }).config.models).toEqual({
      dir: path.join(dataDir, 'models'),
      mirror: null,
      budgetBytes: 10e9,
      policy: 'on-demand',
      extraCatalog: [],
    });
    const catalog = path.join(dataDir, 'catalog.json');
    const entry = {
      id: 'dictionary-own',
      kind: 'dictionary',
      languages: ['no'],
      title: 'Own word list',
      files: [{ path: 'words.txt', url: 'https://files.example/words.txt', bytes: 10, sha256: null }],
      licence: { name: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
      attribution: 'Us',
      homepage: 'https://files.example',
    };
    writeFileSync(catalog, JSON.stringify([entry]));
    const set = loadSettings({
      DATA_DIR: dataDir,
      MODELS_DIR: '/srv/models',
      MODELS_MIRROR: 'http://mirror.internal/models/',
      MODELS_MAX_GB: '2.5',
      MODELS_POLICY: 'admin',
      MODELS_CATALOG: catalog,
    }).config.models;
    expect(set).toEqual({
      dir: '/srv/models',
      mirror: 'http://mirror.internal/models',
      budgetBytes: 2.5e9,
      policy: 'admin',
      extraCatalog: [entry],
    });
    writeFileSync(catalog, JSON.stringify([{ ...entry, files: [{ ...entry.files[0], path: '../escape' }] }]));
    expect(errorMessage(() => loadSettings({ DATA_DIR: dataDir, MODELS_CATALOG: catalog }))).toContain(
      'MODELS_CATALOG 0.files.0.path',
    );
    expect(errorMessage(() => loadSettings({ DATA_DIR: dataDir, MODELS_POLICY: 'sometimes' }))).toContain(
      'MODELS_POLICY',
    );
  });

  it('bounds what one dictionary file may cost with DICTIONARY_MAX_*', () => {
    const dataDir = tempDir();
    const settings = loadSettings({
      DATA_DIR: dataDir,
      DICTIONARY_MAX_ENTRY_MB: '0.5',
      DICTIONARY_MAX_TEMP_MB: '100',
      DICTIONARY_MAX_ENTRIES_PER_SOURCE: '1000',
      DICTIONARY_MAX_ENTRIES: '5000',
    });
    expect(settings.config.dictionaries.limits).toEqual({
      maxEntryBytes: 512 * 1024,
      maxTempBytes: 100 * 1024 * 1024,
      maxEntriesPerSource: 1000,
      maxLexiconEntries: 5000,
    });
    expect(() => loadSettings({ DATA_DIR: dataDir, DICTIONARY_MAX_ENTRIES: '-1' })).toThrow(/DICTIONARY_MAX_ENTRIES/);
  });
});
