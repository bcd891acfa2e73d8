import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startInstantOpenAi } from './support/fake-openai';
const engine = await startInstantOpenAi();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: '/work/main', stdio: 'inherit',
  env: { ...process.env, PORT: '3393', HOST: '127.0.0.1', DATA_DIR: '/tmp/prof/data', ADMIN_EMAIL: 'b@t.test', ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'warn', OPENAI_BASE_URL: engine.baseUrl, TRANSLATE_MODEL: 'bench', TRANSLATION_ENGINES: 'openai', ENGINE_CALLS_PER_MINUTE: '100000000' },
});
await new Promise((r) => setTimeout(r, 6000));
const login = await (await fetch('http://127.0.0.1:3393/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'b@t.test', password: 'bench-pass' }) })).json() as { token: string };
const r = await autocannon({ url: 'http://127.0.0.1:3393/api/text-translate', connections: 32, duration: 8, method: 'POST', headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Hello there', direction: 'en-es' }) });
console.log('rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
child.kill('SIGINT');
await new Promise((r) => setTimeout(r, 2000));
engine.close();
