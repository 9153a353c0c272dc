import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { UnexpectedErrorPage } from '../../features/errors/unexpected-error-page.tsx';
import { PollPrompt } from '../../features/polls/components/poll-modal.tsx';
import { applyLanguage } from '../../i18n/apply-language.ts';
import { urlLanguageAtOpen } from '../../i18n/language-url.ts';
import { useChangeLanguage } from '../../i18n/use-change-language.ts';
import { AbilityContext } from '../../lib/ability.tsx';
import { useProfileQuery } from '../../lib/session/use-profile.ts';
import { PermissionGate } from '../guards/permission-gate.tsx';
import { HeaderBar } from './header-bar.tsx';
import { NavMenu } from './nav-menu.tsx';
import { PageLoader } from './page-loader.tsx';
import { TokenExpiryPrompt } from './token-expiry-prompt.tsx';

/** The signed-in frame: header, left navigation and the current screen, once the profile is known. */
export function AppLayout() {
  const profileQuery = useProfileQuery();
  const profile = profileQuery.data;
  const [navOpened, nav] = useDisclosure();
  const languageAppliedFor = useRef<number | null>(null);
  const changeLanguage = useChangeLanguage();

  // After sign-in the profile's language applies (docs/REQUIREMENTS.md#console), unless the page was opened
  // with a language in its URL: that is the user's choice, so it applies and is saved on the user.
  useEffect(() => {
    if (profile && languageAppliedFor.current !== profile.id) {
      languageAppliedFor.current = profile.id;
      const fromUrl = urlLanguageAtOpen();
      if (fromUrl && fromUrl !== profile.language) changeLanguage.mutate(fromUrl);
      else void applyLanguage(profile.language);
    }
  }, [profile, changeLanguage.mutate]);

  if (!profile) {
    if (profileQuery.isError) return <UnexpectedErrorPage error={profileQuery.error} />;
    return <PageLoader />;
  }

  return (
    <AbilityContext permissions={profile.permissions}>
      <AppShell
        header={{ height: 52 }}
        navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <AppShell.Header style={{ background: 'var(--beacon-header)', color: 'var(--beacon-header-text)' }}>
          <HeaderBar profile={profile} navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar
          p="xs"
          style={{ background: 'var(--beacon-navbar)', color: 'var(--beacon-navbar-text)' }}
        >
          <NavMenu profile={profile} onNavigate={nav.close} />
        </AppShell.Navbar>
        <AppShell.Main bg="var(--beacon-surface)">
          <Suspense fallback={<PageLoader />}>
            <PermissionGate>
              <Outlet />
            </PermissionGate>
          </Suspense>
        </AppShell.Main>
        <TokenExpiryPrompt />
        <PollPrompt />
      </AppShell>
    </AbilityContext>
  );
}
