import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from '@/app/app';
import './index.css';

// Zod probes `new Function` to compile faster validators; our Content-Security-Policy
// forbids eval, so the probe only logs a violation. Validate without it.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
