import type { Guards } from './auth/guards';
import type { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { SlidingWindowLimiter } from './rate-limit/sliding-window-limiter';

/** What route plugins receive: built once in app.ts, never imported as module state. */
export interface Deps {
  config: AppConfig;
  database: DatabaseHandle;
  tokens: TokenService;
  guards: Guards;
  loginThrottle: SlidingWindowLimiter;
  startedAt: number;
}
