import { ACCOUNT_API, LOGO_SIZE, type LookAndFeel } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { sessionKeys } from '../../lib/session/query-keys.ts';
import { useProfileQuery } from '../../lib/session/use-profile.ts';

const FALLBACK: LookAndFeel = {
  platform_name: 'Beacon',
  colours: {},
  logo: null,
  logo_size: LOGO_SIZE.default,
  help_url: null,
};

/**
 * Colours, logo, platform name and help link: from the signed-in profile, or before sign-in from
 * the settings of the domain the console is served on.
 */
export function useLookAndFeel(): LookAndFeel {
  const profile = useProfileQuery().data;
  const domain = window.location.hostname;
  const byDomain = useQuery({
    queryKey: sessionKeys.lookAndFeel(domain),
    queryFn: () => api.get<LookAndFeel>(ACCOUNT_API.settings(domain), { concurrent: true }),
    enabled: !profile,
    staleTime: 60 * 60_000,
    retry: false,
    meta: { silentError: true },
  });
  if (profile) {
    return {
      platform_name: profile.platform_name,
      colours: profile.colours,
      logo: profile.logo,
      logo_size: profile.logo_size,
      help_url: profile.help_url,
    };
  }
  return byDomain.data ?? FALLBACK;
}
