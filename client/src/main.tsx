import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A transition lets React split its first render into slices, so a slow phone's main
// thread is never held for the whole render at once (total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
