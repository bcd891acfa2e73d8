// First: zod must be jitless before any schema is built (the CSP allows no eval).
import './shared/lib/zod-jitless';
import './i18n/i18n';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPwaAfterPageLoad } from './app/pwa/load-pwa';
import { preloadRoute } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The page asked for loads alongside the session check rather than after it.
preloadRoute(window.location.pathname);
loadPwaAfterPageLoad();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
