import { Alert, Button, Center, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { type ModifierLink, useModifierLink, useRemoveModifierLink } from '../api/use-modifier-link.ts';
import { type LinkOwner, ownerSubject } from '../link-owner.ts';
import { LinkForm } from './link-form.tsx';
import { LinkSummary } from './link-summary.tsx';

/**
 * The "Modifiers" panel of a campaign or a line item (docs/REQUIREMENTS.md#modifiers): the link in force,
 * with its bid modifier, max bid and paired delivery modifier; a form to set it (POST replaces it) and a
 * confirmed Remove. On a line item without a link of its own, the campaign's link is shown as inherited,
 * since that is the one the line bids with. Reading needs `show` on the owner, setting `update`; without
 * `update` the panel only shows.
 */
export function ModifierLinksPanel({ owner }: { owner: LinkOwner }) {
  const { t } = useTranslation('modifierLinks');
  const ability = useAppAbility();
  const subject = ownerSubject[owner.kind];
  const canSet = ability.can('update', subject);
  const canList = ability.can('index', 'Modifier');
  const own = useModifierLink(owner.kind, owner.id);
  const campaignId = owner.kind === 'line_item' ? owner.campaignId : owner.id;
  const readsCampaign = owner.kind === 'line_item' && ability.can('show', 'Campaign');
  const campaign = useModifierLink('campaign', campaignId, readsCampaign);
  const remove = useRemoveModifierLink(owner.kind, owner.id);

  if (own.isPending || (readsCampaign && campaign.isPending))
    return (
      <Center h={120}>
        <Loader size="sm" aria-label="…" />
      </Center>
    );
  if (own.isError)
    return (
      <Alert color="red" variant="light" title={t('load_failed')}>
        {translateMessage(own.error.message)}
      </Alert>
    );

  const link = own.data;
  const inherited = owner.kind === 'line_item' && readsCampaign ? (campaign.data ?? null) : null;

  const confirmRemove = (current: ModifierLink) =>
    modals.openConfirmModal({
      title: t('remove.title'),
      children: (
        <Text size="sm">
          {t(inherited ? 'remove.body_inherit' : `remove.body_${owner.kind}`, {
            name: current.modifier_name,
            campaign: inherited?.modifier_name,
          })}
        </Text>
      ),
      labels: { confirm: t('remove.confirm'), cancel: t('remove.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Paper withBorder p="md" radius="md" data-testid="modifier-links-panel">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{t('title')}</Text>
          <Text size="xs" c="dimmed">
            {t(`intro.${owner.kind}`)}
          </Text>
        </div>
        {link ? (
          <Paper withBorder radius="md" p="sm" data-testid="modifier-link-own">
            <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
              <Text size="sm" fw={600}>
                {t(`current.${owner.kind}`)}
              </Text>
              {canSet && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  loading={remove.isPending}
                  onClick={() => confirmRemove(link)}
                >
                  {t('remove.button')}
                </Button>
              )}
            </Group>
            <LinkSummary link={link} currency={owner.currency} />
            {inherited && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('replaces', { name: inherited.modifier_name })}
              </Text>
            )}
          </Paper>
        ) : inherited ? (
          <Alert
            variant="light"
            color="blue"
            title={t('inherited', { name: inherited.modifier_name })}
            data-testid="modifier-link-inherited"
          >
            <Stack gap="xs">
              <Text size="xs">{t(canSet ? 'inherited_hint' : 'inherited_hint_read')}</Text>
              <LinkSummary link={inherited} currency={owner.currency} />
            </Stack>
          </Alert>
        ) : (
          <Alert variant="light" color="gray">
            {t(`none.${owner.kind}`)}
          </Alert>
        )}
        {canSet && (
          <>
            <Divider label={t(link ? 'form.change' : 'form.set')} labelPosition="left" />
            <LinkForm key={link?.updated_at ?? 'none'} owner={owner} link={link} canList={canList} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
