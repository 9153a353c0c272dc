import { ACCOUNT_API, type AccountSummary, type Profile } from '@beacon/contracts';
import { Button, Loader, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconSelector } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/client.ts';
import { sessionKeys } from '../../lib/session/query-keys.ts';
import { storeToken } from '../../lib/session/use-session.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

/** The active account and, for users of several accounts, a switch (PUT set_account/{id}). */
export function AccountSwitcher({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accounts = useQuery({
    queryKey: sessionKeys.accounts,
    queryFn: () => api.get<AccountSummary[]>(ACCOUNT_API.list, { concurrent: true }),
    staleTime: 5 * 60_000,
  });
  const switchAccount = useMutation({
    mutationFn: (id: number) => api.put<unknown>(ACCOUNT_API.setAccount(id)),
    onSuccess: async (answer) => {
      // The server may re-issue the token for the new account.
      if (
        answer &&
        typeof answer === 'object' &&
        'access_token' in answer &&
        typeof answer.access_token === 'string'
      ) {
        storeToken({ access_token: answer.access_token });
      }
      // Everything cached belongs to the old account.
      await queryClient.resetQueries();
      notifySuccess('shell:account.switched');
      navigate('/admin', { replace: true });
    },
    onError: (error) => notifyError(error),
  });

  const list = accounts.data ?? profile.accounts;
  if (list.length <= 1) {
    return (
      <Text size="sm" fw={500} style={{ color: 'var(--beacon-account-name)' }} data-testid="active-account">
        {profile.account.name}
      </Text>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconBuildingStore size={15} />}
          rightSection={switchAccount.isPending ? <Loader size={12} /> : <IconSelector size={14} />}
          aria-label={t('account.switch', { name: profile.account.name })}
          styles={{ label: { color: 'var(--beacon-account-name)' } }}
        >
          {profile.account.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('account.label')}</Menu.Label>
        {list.map((account) => (
          <Menu.Item
            key={account.id}
            disabled={switchAccount.isPending}
            onClick={() => account.id !== profile.account_id && switchAccount.mutate(account.id)}
            rightSection={account.id === profile.account_id ? <IconCheck size={14} /> : null}
          >
            {account.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
