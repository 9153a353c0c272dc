import { Grid, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useSegmentProviders } from '../api/use-segment-lookups.ts';
import { SegmentSearchResults } from './segment-search-results.tsx';
import { SegmentTree } from './segment-tree.tsx';

const OWN = 'own';

/**
 * The tree view of SegmentsIndex: the account's segments by category and parent, and (with
 * third-party access) each provider's taxonomy; a search over either replaces the trees.
 */
export function SegmentTreeView() {
  const { t } = useTranslation('segments');
  const ability = useAppAbility();
  const thirdParty = ability.can('third_party_index', 'Segment');
  const editable = ability.can('update', 'Segment');
  const providers = useSegmentProviders(thirdParty);
  const [text, setText] = useState('');
  const [scope, setScope] = useState<string>(OWN);
  const [search] = useDebouncedValue(text, 500);
  const searching = search.trim().length > 0;
  return (
    <Stack gap="sm" style={{ overflow: 'auto' }}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            size="xs"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch size={14} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            size="xs"
            label={t('search.scope')}
            value={scope}
            onChange={(v) => setScope(v ?? OWN)}
            allowDeselect={false}
            data={[
              { value: OWN, label: t('search.own') },
              ...(providers.data ?? []).map((p) => ({ value: p.key, label: p.name })),
            ]}
          />
        </Grid.Col>
      </Grid>
      {searching ? (
        <Paper withBorder p="sm" radius="md">
          <SegmentSearchResults search={search} provider={scope === OWN ? null : scope} editable={editable} />
        </Paper>
      ) : (
        <Grid gap="sm" align="flex-start">
          <Grid.Col span={{ base: 12, lg: thirdParty ? 6 : 12 }}>
            <Paper withBorder p="sm" radius="md">
              <Title order={2} size="h5" mb="xs">
                {t('tree.own')}
              </Title>
              <SegmentTree branch={{ owner: 'account' }} label={t('tree.own')} editable={editable} />
            </Paper>
          </Grid.Col>
          {thirdParty && (
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Paper withBorder p="sm" radius="md">
                <Title order={2} size="h5" mb="xs">
                  {t('tree.third_party')}
                </Title>
                <SegmentTree branch={{ owner: 'providers' }} label={t('tree.third_party')} editable={false} />
              </Paper>
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
