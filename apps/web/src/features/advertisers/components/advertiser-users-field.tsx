import { Fieldset, MultiSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountMembers } from '../../../lib/reference/reference-lists.ts';

type Props = {
  value: string[];
  onChange: (ids: string[]) => void;
  loading: boolean;
  error?: string;
};

/** The "Users" section of the edit form: who is restricted to this advertiser. */
export function AdvertiserUsersField({ value, onChange, loading, error }: Props) {
  const { t } = useTranslation('advertisers');
  const users = useAccountMembers();
  const data = (users.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.name} · ${u.email}`,
  }));
  return (
    <Fieldset legend={t('form.users')} variant="filled">
      <Text size="xs" c="dimmed" mb={6}>
        {t('form.users_hint')}
      </Text>
      <MultiSelect
        label={t('fields.users')}
        placeholder={users.isPending || loading ? t('form.loading') : t('form.users_placeholder')}
        data={data}
        value={value}
        onChange={onChange}
        disabled={loading}
        error={error}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('form.nothing_found')}
        maxDropdownHeight={240}
      />
    </Fieldset>
  );
}
