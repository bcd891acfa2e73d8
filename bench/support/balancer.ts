import type { RouteRecorder } from './route-recorder';

export interface Answer {
  status: number;
  body: unknown;
  bytes: number;
}

/**
 * What a load balancer in front of the instances does: each request goes to the next instance in
 * turn; one that refuses connections is taken out for a moment and the request goes to another.
 * A 503 with Retry-After is waited out and tried once more, as the web app does.
 */
export class Balancer {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    private readonly baseUrls: string[],
    private readonly recorder: RouteRecorder,
  ) {}

  async call(route: string, path: string, init: RequestInit = {}): Promise<Answer | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await this.once(route, path, init);
      if (answer?.status !== 503) return answer;
      await sleep(1000 * Math.min(5, Number(answer.retryAfter ?? 1)));
    }
    return undefined;
  }

  private async once(route: string, path: string, init: RequestInit) {
    for (let tries = 0; tries < this.baseUrls.length; tries++) {
      const baseUrl = this.pick();
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
        const buffer = Buffer.from(await response.arrayBuffer());
        this.recorder.record(route, response.status, performance.now() - started);
        const type = response.headers.get('content-type') ?? '';
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          bytes: buffer.length,
          body: type.includes('json') ? JSON.parse(buffer.toString('utf8')) : undefined,
        };
      } catch {
        this.recorder.record(route, 'no answer', performance.now() - started);
        this.downUntil.set(baseUrl, Date.now() + 2000);
      }
    }
    return undefined;
  }

  private pick(): string {
    for (let i = 0; i < this.baseUrls.length; i++) {
      const baseUrl = this.baseUrls[this.next++ % this.baseUrls.length] as string;
      if ((this.downUntil.get(baseUrl) ?? 0) <= Date.now()) return baseUrl;
    }
    return this.baseUrls[this.next++ % this.baseUrls.length] as string;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
