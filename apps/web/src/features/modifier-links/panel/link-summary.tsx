import { MODIFIER_TYPE_IDS } from '@beacon/contracts';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/format/money.ts';
import { useModifierPermissions } from '../../modifiers/modifier-permissions.ts';
import { modifiersPaths } from '../../modifiers/paths.ts';
import type { ModifierLink } from '../api/use-modifier-link.ts';

type Props = { link: ModifierLink; currency: string };

/**
 * A link as facts: on a bid link the bid modifier, its cap for this object and the paired delivery
 * modifier; on a delivery link the delivery modifier alone. Names open the modifier's edit screen
 * when the user may edit that kind.
 */
export function LinkSummary({ link, currency }: Props) {
  const { t, i18n } = useTranslation('modifierLinks');
  const permissions = useModifierPermissions();
  const named = (id: number, name: string, kind: 'bid' | 'delivery') =>
    permissions.update[kind] ? (
      <Anchor component={Link} to={modifiersPaths.edit(id)} fz="inherit">
        {name}
      </Anchor>
    ) : (
      name
    );

  const facts: { key: string; value: ReactNode }[] =
    link.modifier_type === MODIFIER_TYPE_IDS.bid
      ? [
          { key: 'bid_modifier', value: named(link.modifier_id, link.modifier_name, 'bid') },
          {
            key: 'max_bid',
            value: link.max_bid ? formatAmount(link.max_bid, currency, i18n.language) : t('summary.own_cap'),
          },
          {
            key: 'delivery_modifier',
            value:
              link.delivery_modifier_id !== null && link.delivery_modifier_name !== null
                ? named(link.delivery_modifier_id, link.delivery_modifier_name, 'delivery')
                : t('summary.none'),
          },
        ]
      : [{ key: 'delivery_modifier', value: named(link.modifier_id, link.modifier_name, 'delivery') }];

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="xs" component="dl" m={0}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`fields.${fact.key}`)}
          </Text>
          <Text
            component="dd"
            size="sm"
            fw={500}
            m={0}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid={`link-${fact.key}`}
          >
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
