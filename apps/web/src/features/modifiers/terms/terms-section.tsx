import {
  MODIFIER_LIMITS,
  MODIFIER_TABS,
  type ModifierTypeCode,
  type TargetingModule,
} from '@beacon/contracts';
import { Alert, Badge, Fieldset, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/translate-message.ts';
import { defaultTermModifier, type ModifierFormApi, type TermRow } from '../form/modifier-form-values.ts';
import { KeyTerms } from './key-terms.tsx';
import { keysOfModule, moduleOfKey, replaceKeyTerms, termsOfKey } from './term-rows.ts';

type Props = { form: ModifierFormApi; type: ModifierTypeCode };

/**
 * "Terms": one tab per module (docs/REQUIREMENTS.md#modifiers); each tab lists its keys with their
 * multipliers (bid) or weights (delivery). The modifier's selection holds at most three terms across
 * all keys and tabs: once full, a pick that would add a fourth is not taken and the section says so.
 */
const LIMIT = MODIFIER_LIMITS.maxTermsPerSelection;

export function TermsSection({ form, type }: Props) {
  const { t } = useTranslation('modifiers');
  const terms = useWatch({ control: form.control, name: 'terms' });
  const { errors, submitCount } = form.formState;
  const termErrors = Array.isArray(errors.terms) ? errors.terms : undefined;
  // "At least one term" names the whole list rather than a term.
  const listError = errors.terms?.message ? errors.terms : errors.terms?.root;
  const [tab, setTab] = useState<TargetingModule>(
    () => moduleOfKey(terms[0]?.key ?? '') ?? MODIFIER_TABS[0]!,
  );

  const modulesWithErrors = new Set(
    (termErrors ?? []).flatMap((e, index) => {
      const module = e && terms[index] ? moduleOfKey(terms[index].key) : undefined;
      return module ? [module] : [];
    }),
  );
  // After a refused save, show the first tab holding an error unless the open one has one; later
  // edits re-validate without moving the user away from the tab they work in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit, on its outcome.
  useEffect(() => {
    if (modulesWithErrors.size === 0 || modulesWithErrors.has(tab)) return;
    const first = MODIFIER_TABS.find((m) => modulesWithErrors.has(m));
    if (first) setTab(first);
  }, [submitCount]);

  const write = (next: TermRow[]) =>
    form.setValue('terms', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const pick = (next: TermRow[]) => {
    if (next.length > LIMIT && next.length > terms.length) return;
    write(next);
  };
  const patchTerm = (index: number, patch: Partial<TermRow>) =>
    write(terms.map((term, i) => (i === index ? { ...term, ...patch } : term)));

  return (
    <Fieldset legend={t('form.sections.terms')} variant="filled">
      <Text size="xs" c="dimmed" mb="xs">
        {t(`terms.intro_${type}`)}
      </Text>
      {terms.length >= LIMIT && (
        <Text size="xs" c="dimmed" mb="xs" role="status">
          {t('terms.selection_full', { count: LIMIT })}
        </Text>
      )}
      {listError?.message && (
        <Alert color="red" variant="light" p="xs" mb="xs" role="alert">
          <Text size="sm">{translateMessage(listError.message)}</Text>
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as TargetingModule)} keepMounted={false}>
        <Tabs.List>
          {MODIFIER_TABS.map((module) => {
            const count = terms.filter((term) => moduleOfKey(term.key) === module).length;
            const failing = modulesWithErrors.has(module);
            return (
              <Tabs.Tab
                key={module}
                value={module}
                color={failing ? 'red' : undefined}
                rightSection={
                  count > 0 || failing ? (
                    <Badge
                      size="xs"
                      variant={failing ? 'filled' : 'light'}
                      color={failing ? 'red' : 'blue'}
                      circle
                    >
                      {failing && count === 0 ? '!' : count}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`tabs.${module}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {MODIFIER_TABS.map((module) => (
          <Tabs.Panel key={module} value={module} pt="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
              {keysOfModule(module).map((key) => {
                const own = termsOfKey(terms, key.code);
                return (
                  <KeyTerms
                    key={key.code}
                    targetingKey={key}
                    type={type}
                    terms={own}
                    otherTerms={terms.length - own.length}
                    errors={termErrors}
                    onPick={(picked) =>
                      pick(replaceKeyTerms(terms, key.code, picked, defaultTermModifier(type)))
                    }
                    onTermChange={patchTerm}
                  />
                );
              })}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Fieldset>
  );
}
