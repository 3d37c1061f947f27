import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@web/ui/global.css';
import { App } from './App';
import { readServerState } from './serverState';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// a page the server drew (the dashboard's home) is taken over as it is; any other starts empty
const preloaded = readServerState(document);
const app = (
  <StrictMode>
    <App preloaded={preloaded} />
  </StrictMode>
);
if (preloaded && container.firstChild) hydrateRoot(container, app);
else createRoot(container).render(app);
