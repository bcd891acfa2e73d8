// The entry of a track-rendering thread (render-pool.ts starts it): Node 20 applies no TypeScript loader
// to a worker's entry file, so this one registers tsx (the loader the server itself runs under) and loads
// the work, which decodes, evens and joins the clips and encodes the MP3 off the server's event loop.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread-work.ts');
