import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDesignTokens } from './lib/design-tokens';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  applyDesignTokens();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorker();
}
