import { type Language, type Profile, USER_API } from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api/client.ts';
import { navigateTo } from '../lib/navigation.ts';
import { sessionKeys } from '../lib/session/query-keys.ts';
import { useProfileQuery } from '../lib/session/use-profile.ts';
import { notifyError, notifySuccess } from '../ui/notify.ts';
import { applyLanguage } from './apply-language.ts';
import { withLanguage } from './language-url.ts';

/**
 * Changes the interface language; when a user is signed in the choice is also saved on the user
 * (docs/REQUIREMENTS.md#console, POST /api/users/{id}/setLanguage).
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const profile = useProfileQuery().data;
  return useMutation({
    mutationFn: async (language: Language) => {
      await applyLanguage(language);
      navigateTo(withLanguage(window.location.href, language));
      if (!profile) return false;
      await api.post(USER_API.setLanguage(profile.id), { language });
      queryClient.setQueryData<Profile>(sessionKeys.profile, (old) => (old ? { ...old, language } : old));
      return true;
    },
    onSuccess: (saved) => {
      if (saved) notifySuccess('messages.language_changed');
    },
    onError: (error) => notifyError(error),
  });
}
