import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NavLink,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { hasFullAccess } from '@signaldesk/contracts/permissions';
import {
  IconBroadcast,
  IconChartBar,
  IconChartCandle,
  IconChartDots3,
  IconFlask,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth';
import { isActiveItem, type NavKey, navigationFor, navLinkFor } from '../../lib/authorization';
import { PRODUCT_TITLE } from '../../lib/config';

const ICONS: Record<NavKey, ReactNode> = {
  dashboard: <IconLayoutDashboard size={18} />,
  signals: <IconBroadcast size={18} />,
  analytics: <IconChartBar size={18} />,
  'advanced-analytics': <IconChartDots3 size={18} />,
  backtesting: <IconFlask size={18} />,
  users: <IconUsers size={18} />,
  settings: <IconSettings size={18} />,
};

interface SidebarNavProps {
  onLogout: () => void;
  loggingOut: boolean;
  /** The narrow rail (docs/console.md, Shell): icons only, each named by a tooltip and a visually hidden label. */
  rail?: boolean;
}

/**
 * Title, the admin type's pages and Logout: the same content in the desktop sidebar, its narrow rail and the
 * mobile drawer.
 */
export function SidebarNav({ onLogout, loggingOut, rail = false }: SidebarNavProps) {
  const { adminType } = useAuth();
  const t = useT();
  const { pathname, search } = useLocation();
  const logo = (
    <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
      <IconChartCandle size={22} />
    </ThemeIcon>
  );
  return (
    <Stack h="100%" justify="space-between" gap="md" align={rail ? 'center' : 'stretch'}>
      <Stack gap="lg" align={rail ? 'center' : 'stretch'}>
        {rail ? (
          <Tooltip label={`${PRODUCT_TITLE} · ${t('login.subtitle')}`} position="right" withArrow>
            {logo}
          </Tooltip>
        ) : (
          <Group gap="sm" wrap="nowrap">
            {logo}
            <div>
              <Title order={3} size="h4" lh={1.1}>
                {PRODUCT_TITLE}
              </Title>
              <Text size="xs" c="dimmed">
                {t('login.subtitle')}
              </Text>
            </div>
          </Group>
        )}
        <nav aria-label={t('shell.nav.main')}>
          <Stack gap={4}>
            {navigationFor(adminType, search).map((item) => {
              const label = t(item.labelKey);
              const link = (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={navLinkFor(item, search)}
                  label={rail ? <VisuallyHidden>{label}</VisuallyHidden> : label}
                  leftSection={ICONS[item.key]}
                  active={isActiveItem(item, pathname)}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
              return rail ? (
                <Tooltip key={item.key} label={label} position="right" withArrow>
                  {link}
                </Tooltip>
              ) : (
                link
              );
            })}
          </Stack>
        </nav>
      </Stack>
      {rail ? (
        <Tooltip label={t('shell.nav.logout')} position="right" withArrow>
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={t('shell.nav.logout')}
            loading={loggingOut}
            onClick={onLogout}
          >
            <IconLogout size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Stack gap="xs">
          <Group justify="center">
            <Badge variant="outline" color="gray" size="sm" tt="none">
              {hasFullAccess(adminType) ? t('shell.nav.fullAccess') : t('shell.nav.backtestingAccess')}
            </Badge>
          </Group>
          <Button
            variant="light"
            color="red"
            fullWidth
            leftSection={<IconLogout size={16} />}
            loading={loggingOut}
            onClick={onLogout}
          >
            {t('shell.nav.logout')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
