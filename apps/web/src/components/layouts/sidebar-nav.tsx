import { Badge, Button, Group, NavLink, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
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
import { useAuth } from '../../lib/auth';
import { isActiveItem, type NavKey, navigationFor, navLinkFor } from '../../lib/authorization';
import { PRODUCT_TITLE } from '../../lib/config';

const ICONS: Record<NavKey, ReactNode> = {
  dashboard: <IconLayoutDashboard size={18} />,
  analytics: <IconChartBar size={18} />,
  'advanced-analytics': <IconChartDots3 size={18} />,
  backtesting: <IconFlask size={18} />,
  users: <IconUsers size={18} />,
  settings: <IconSettings size={18} />,
};

/** Title, the admin type's pages and Logout: the same content in the desktop sidebar and the mobile drawer. */
export function SidebarNav({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { adminType } = useAuth();
  const { pathname, search } = useLocation();
  return (
    <Stack h="100%" justify="space-between" gap="md">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconChartCandle size={22} />
          </ThemeIcon>
          <div>
            <Title order={3} size="h4" lh={1.1}>
              {PRODUCT_TITLE}
            </Title>
            <Text size="xs" c="dimmed">
              Admin Console
            </Text>
          </div>
        </Group>
        <nav aria-label="Main">
          <Stack gap={4}>
            {navigationFor(adminType, search).map((item) => (
              <NavLink
                key={item.key}
                component={Link}
                to={navLinkFor(item, search)}
                label={item.label}
                leftSection={ICONS[item.key]}
                active={isActiveItem(item, pathname)}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        </nav>
      </Stack>
      <Stack gap="xs">
        <Group justify="center">
          <Badge variant="outline" color="gray" size="sm" tt="none">
            {adminType === 'admin1' ? 'Full access' : 'Backtesting access'}
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
          Logout
        </Button>
      </Stack>
    </Stack>
  );
}
