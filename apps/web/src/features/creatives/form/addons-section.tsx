import { CREATIVE_ADDON_LIMIT, type CreativeAddonKind } from '@beacon/contracts';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProgressEventRows, VastEventRows } from './event-rows.tsx';
import { MultiField } from './form-fields.tsx';
import { RepeatableList } from './repeatable-list.tsx';
import type { CreativeFormController } from './use-creative-form.ts';

/**
 * "Add-ons": library add-ons plus the creative's own pixels, scripts and click trackers — at most ten of each
 * kind counting both (docs/REQUIREMENTS.md#creatives) — and, for video and audio, VAST and progress events.
 */
export function AddonsSection({ controller }: { controller: CreativeFormController }) {
  const { t } = useTranslation('creatives');
  const { form, addons, template } = controller;
  const picked = useWatch({ control: form.control, name: 'addons' });
  const fromLibrary = (kind: CreativeAddonKind) =>
    addons.filter((a) => a.kind === kind && picked.includes(String(a.id))).length;
  const limit = (kind: CreativeAddonKind) => Math.max(0, CREATIVE_ADDON_LIMIT - fromLibrary(kind));
  const media =
    template?.family === 'video' || template?.family === 'audio' || template?.family === 'vast_wrapper';

  return (
    <Fieldset legend={t('form.sections.addons')} variant="filled">
      <Stack gap="sm">
        <MultiField
          controller={controller}
          name="addons"
          label={t('fields.addons')}
          description={t('form.addons_hint')}
          data={addons.map((a) => ({
            value: String(a.id),
            label: `${a.name} · ${t(`addons.kinds.${a.kind}`)}`,
          }))}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" verticalSpacing="sm">
          <RepeatableList
            controller={controller}
            name="pixels"
            label={t('fields.pixels')}
            limit={limit('pixel')}
            placeholder="https://"
          />
          <RepeatableList
            controller={controller}
            name="scripts"
            label={t('fields.scripts')}
            limit={limit('script')}
            placeholder="<script src=…></script>"
          />
          <RepeatableList
            controller={controller}
            name="click_trackers"
            label={t('fields.click_trackers')}
            limit={limit('click_tracker')}
            placeholder="https://"
          />
        </SimpleGrid>
        {media && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <VastEventRows controller={controller} />
            <ProgressEventRows controller={controller} />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
