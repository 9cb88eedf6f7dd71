import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconChartCandle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { PRODUCT_TITLE } from '../../lib/config';

/**
 * The login screen (docs/console.md, Login screen). On success the session turns authenticated and the guard
 * of `/` sends the user to `/dashboard` or to the page they were headed to.
 */
export default function LoginRoute() {
  const { login } = useAuth();
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = `${t('shell.titles.login')} · ${PRODUCT_TITLE}`;
    usernameRef.current?.focus();
  }, [t]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!username || !password) return; // both are `required`: the browser already says so
    setSubmitting(true);
    try {
      const signedIn = await login(username, password);
      if (!signedIn) setError(t('login.invalidCredentials'));
    } catch (error) {
      // Too many attempts: the server's own message says how long to wait.
      const limited = error instanceof ApiError && error.status === 429;
      setError(limited ? getErrorMessage(error, t('login.failed')) : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Center mih="100vh" p="md" style={{ background: 'var(--mantine-color-body)' }}>
      <Box w="100%" maw={400}>
        <Stack align="center" gap={4} mb="lg">
          <ThemeIcon size={52} radius="xl" variant="light">
            <IconChartCandle size={30} />
          </ThemeIcon>
          <Title order={1} size="h2" mt="xs">
            {PRODUCT_TITLE}
          </Title>
          <Text c="dimmed" size="sm" fw={500} tt="uppercase" lts={1}>
            {t('login.subtitle')}
          </Text>
        </Stack>

        <Paper p="xl" shadow="md">
          <form onSubmit={handleSubmit}>
            <Stack>
              {error && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {error}
                </Alert>
              )}
              <TextInput
                label={t('login.username')}
                placeholder={t('login.usernamePlaceholder')}
                autoComplete="username"
                ref={usernameRef}
                required
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <PasswordInput
                label={t('login.password')}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Button type="submit" fullWidth loading={submitting} mt="xs">
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>

        <Text c="dimmed" size="xs" ta="center" mt="lg">
          {t('login.footer', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Center>
  );
}
