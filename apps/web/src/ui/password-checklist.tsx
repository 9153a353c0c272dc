import { PASSWORD_MIN, passwordProblems } from '@beacon/contracts';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const RULES = [
  'validation.password.min_length',
  'validation.password.digit',
  'validation.password.lower',
  'validation.password.upper',
  'validation.password.special_character',
] as const;

/**
 * The password rule (docs/REQUIREMENTS.md#validation) as a live checklist, from the same `passwordProblems`
 * the server uses.
 */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation('common');
  const problems = new Set(passwordProblems(value));
  return (
    <List size="xs" spacing={2} center aria-label={t('password_rules.label')} aria-live="polite">
      {RULES.map((rule) => {
        const ok = !problems.has(rule);
        return (
          <List.Item
            key={rule}
            c={ok ? 'teal.8' : 'dimmed'}
            icon={
              <ThemeIcon size={16} radius="xl" variant="light" color={ok ? 'teal' : 'gray'}>
                {ok ? <IconCheck size={11} /> : <IconX size={11} />}
              </ThemeIcon>
            }
          >
            {t(`password_rules.${rule.split('.').pop()}`, { min: PASSWORD_MIN })}
            {ok && <VisuallyHidden> ({t('password_rules.met')})</VisuallyHidden>}
          </List.Item>
        );
      })}
    </List>
  );
}
