import type { TargetingKey, TargetingPredicateCode } from '@beacon/contracts';
import { Badge, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeyDraft } from '../form/targeting-draft.ts';
import { TargetingValuePicker } from '../value-picker/targeting-value-picker.tsx';

type Props = {
  targetingKey: TargetingKey;
  entry: KeyDraft;
  onChange: (entry: KeyDraft) => void;
  /** Translated errors of the include and exclude rows. */
  errors: Partial<Record<TargetingPredicateCode, string>>;
  disabled: boolean;
};

/**
 * One key: its name (and, for app name and site, the attribute its values are matched by) next
 * to the include and exclude pickers. Platform keys take a single included value.
 */
export function KeyEditor({ targetingKey: key, entry, onChange, errors, disabled }: Props) {
  const { t } = useTranslation('targeting');
  const name = t(`keys.${key.code}`);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="sm"
      verticalSpacing={4}
      py={6}
      data-testid={`key-${key.code}`}
    >
      <Stack gap={4} justify="center">
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          {key.singleValued && (
            <Badge size="xs" variant="light" color="gray" tt="none">
              {t('tab.single')}
            </Badge>
          )}
        </Group>
        {key.byAttributes && (
          <SegmentedControl
            size="xs"
            value={entry.by_attribute ?? key.byAttributes[0]!}
            disabled={disabled}
            onChange={(value) => onChange({ ...entry, by_attribute: value })}
            aria-label={t('tab.match_by', { key: name })}
            data={key.byAttributes.map((a) => ({ value: a, label: t(`attributes.${a}`) }))}
          />
        )}
      </Stack>
      {(['include', 'exclude'] as const).map((predicate) => (
        <TargetingValuePicker
          key={predicate}
          keyId={key.id}
          value={entry[predicate]}
          onChange={(values) => onChange({ ...entry, [predicate]: values })}
          byAttribute={entry.by_attribute}
          maxValues={key.singleValued && predicate === 'include' ? 1 : undefined}
          ariaLabel={t('tab.picker_label', { key: name, predicate: t(`tab.${predicate}`) })}
          error={errors[predicate]}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
