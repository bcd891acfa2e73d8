import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and even its probe for whether eval
// is allowed is reported as a violation under our Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'). Object schemas read the setting when they are built, so main.tsx imports this first.
z.config({ jitless: true });
