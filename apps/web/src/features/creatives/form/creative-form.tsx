import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReadOnlyFields } from '../../../ui/read-only.tsx';
import { creativesPaths } from '../paths.ts';
import { AdContentSection } from './ad-content-section.tsx';
import { AddonsSection } from './addons-section.tsx';
import { AdvertiserSection } from './advertiser-section.tsx';
import { AttributesSection } from './attributes-section.tsx';
import { BaseSection } from './base-section.tsx';
import { ExchangeSection } from './exchange-section.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

type Props = {
  controller: CreativeFormController;
  creating: boolean;
  label: string;
  /** Saves; `continueEditing` keeps the user on the form (docs/REQUIREMENTS.md#creatives). */
  onSave: (continueEditing: boolean) => void;
  onPreview: () => void;
  saving: boolean;
  /** Sections only an existing creative has (line associations). */
  after?: ReactNode;
};

/**
 * The creative form's sections (docs/REQUIREMENTS.md#creatives) and its save row, shared by create and edit.
 */
export function CreativeForm({ controller, creating, label, onSave, onPreview, saving, after }: Props) {
  const { t } = useTranslation('creatives');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(false);
      }}
    >
      <ReadOnlyFields>
        <Stack gap="md">
          <BaseSection controller={controller} creating={creating} />
          <AdvertiserSection controller={controller} />
          <AdContentSection controller={controller} />
          {controller.template && (
            <>
              <ExchangeSection controller={controller} />
              <AddonsSection controller={controller} />
              <AttributesSection controller={controller} />
            </>
          )}
          {after}
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconEye size={14} />}
              onClick={onPreview}
              disabled={!controller.template}
            >
              {t('actions.preview')}
            </Button>
            <Group gap="sm" wrap="nowrap">
              <Button component={Link} to={creativesPaths.index} variant="default">
                {t('common.cancel')}
              </Button>
              <Button variant="light" loading={saving} onClick={() => onSave(true)}>
                {t('form.save_continue')}
              </Button>
              <Button type="submit" loading={saving}>
                {creating ? t('create.submit') : t('edit.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </ReadOnlyFields>
    </Paper>
  );
}
