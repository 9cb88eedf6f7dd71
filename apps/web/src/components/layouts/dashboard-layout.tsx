import { AppShell, Box, Burger, Drawer, Flex, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useViewportQuery } from '../../hooks/use-viewport-query';
import { usePreferences, useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth';
import { documentTitleFor, pageTitleFor } from './page-title';
import { PreferencesMenu } from './preferences-menu';
import { SidebarNav } from './sidebar-nav';
import { TradingStatus } from './trading-status';

/** Mantine's `sm` breakpoint is 48em = 768 px, the console's mobile breakpoint (docs/console.md, Shell). */
const DESKTOP_QUERY = '(min-width: 48em)';
/** Below Mantine's `lg` (75em = 1200 px) the fixed sidebar is a narrow rail of icons, leaving room to the tables. */
const WIDE_QUERY = '(min-width: 75em)';
const SIDEBAR_WIDTH = { sm: 72, lg: 260 };

/**
 * The dashboard shell (docs/console.md, Shell): a fixed sidebar from 768 px, a slide-in drawer below it that
 * closes on every route change, and a header with the page title, the trading day/hour indicators and the
 * clock.
 */
export function DashboardLayout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const isDesktop = useViewportQuery(DESKTOP_QUERY);
  const isWide = useViewportQuery(WIDE_QUERY);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a route change
  useEffect(() => drawer.close(), [pathname]);
  useEffect(() => {
    if (isDesktop) drawer.close();
  }, [isDesktop, drawer]);

  async function handleLogout() {
    setLoggingOut(true);
    await logout(); // never throws; once signed out, the guard sends the page to `/` too
    navigate('/', { replace: true });
    queryClient.clear();
  }

  const t = useT();
  const { language, zone } = usePreferences();
  const title = pageTitleFor(pathname, t);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab's title follows the language too
  useEffect(() => {
    document.title = documentTitleFor(pathname, t);
  }, [pathname, language]);
  const nav = <SidebarNav onLogout={handleLogout} loggingOut={loggingOut} />;

  return (
    <AppShell
      header={{ height: { base: 104, sm: 64 } }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
    >
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
        <Flex
          h="100%"
          direction={{ base: 'column', sm: 'row' }}
          justify={{ base: 'center', sm: 'space-between' }}
          align={{ base: 'stretch', sm: 'center' }}
          gap={{ base: 6, sm: 'md' }}
        >
          {/* The title keeps its whole width; the indicators beside it wrap instead (docs/console.md, Shell). */}
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(drawerOpened ? 'shell.nav.closeNavigation' : 'shell.nav.openNavigation')}
            />
            <Title order={1} size="h3" style={{ whiteSpace: 'nowrap' }}>
              {title}
            </Title>
          </Group>
          <Group miw={0} gap="xs" wrap="nowrap" style={{ flexShrink: 1 }}>
            <Box miw={0} style={{ flexShrink: 1 }}>
              <TradingStatus />
            </Box>
            <PreferencesMenu />
          </Group>
        </Flex>
      </AppShell.Header>

      <AppShell.Navbar p={isWide ? 'md' : 'sm'} aria-label={t('shell.nav.sidebar')}>
        <SidebarNav onLogout={handleLogout} loggingOut={loggingOut} rail={!isWide} />
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened && !isDesktop}
        onClose={drawer.close}
        size={280}
        padding="md"
        hiddenFrom="sm"
        withCloseButton={false}
        // The label belongs on the dialog itself: on the root element (no role) ARIA forbids it.
        attributes={{ content: { 'aria-label': t('shell.nav.navigation') } }}
      >
        <Box h="calc(100dvh - 2 * var(--mantine-spacing-md))">{nav}</Box>
      </Drawer>

      <AppShell.Main>
        {/* A new language or zone redraws the whole page, its charts and formatted figures too. */}
        <Outlet key={`${language ?? 'spec'}:${zone}`} />
      </AppShell.Main>
    </AppShell>
  );
}
