import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstScreen } from './app/first-screen';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRouter } from './app/router';
import { verifySession } from './lib/auth';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Started with the page rather than after the first render (docs/performance.md, "The Overview's first visit").
const sessionCheck = verifySession();
const queryClient = createQueryClient();
const firstScreen = startFirstScreen(queryClient, window.location.pathname, document.cookie);

void firstScreen.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} sessionCheck={sessionCheck}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
