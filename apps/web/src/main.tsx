import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './app/global.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchProfile } from './app/route-prefetch.ts';
import { applyLanguage } from './i18n/apply-language.ts';
import { storedLanguage } from './i18n/index.ts';
import { languageFromUrl, rememberUrlLanguage } from './i18n/language-url.ts';

// A language named in the URL (`?language=es` or an `/es/...` prefix) wins over the stored one.
const fromUrl = languageFromUrl(window.location.href);
if (fromUrl.language) window.history.replaceState(window.history.state, '', fromUrl.cleaned);
rememberUrlLanguage(fromUrl.language);

prefetchProfile();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// The first render waits for the language's texts (one chunk, docs/BENCHMARKS.md "Console bundle");
// should that download fail the console still renders, showing the texts' keys.
void applyLanguage(fromUrl.language ?? storedLanguage()).finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
