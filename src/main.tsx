// Entry point: render the app shell, and start the app-wide actors (stored profile, alert, equipment) alongside.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import './styles/app.css';

// Started now, used by the first component that needs it; the home page paints without waiting.
const actors = import('@/state/createAppActors').then((module) => module.createAppActors());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App actors={actors} />
  </StrictMode>,
);
