import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { AdminType } from '@signaldesk/contracts/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { cssVariablesResolver, theme } from './theme';

/** Client errors (4xx) will not change on a second try; network and server errors get one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

interface AppProviderProps {
  children: ReactNode;
  /** main.tsx passes the client it started the first screen with; tests pass their own (no retries) and `env="test"` (no transitions or portals). */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
  /** The session check main.tsx started with the page (see AuthProvider). */
  sessionCheck?: Promise<AdminType | null>;
}

/** Everything a screen needs around it: theme, notifications, server-state cache and the session. */
export function AppProvider({ children, queryClient, env = 'default', sessionCheck }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
      env={env}
    >
      <Notifications position="top-right" />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AuthProvider sessionCheck={sessionCheck}>{children}</AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
