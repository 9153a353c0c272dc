import { Paper, SimpleGrid, Text } from '@mantine/core';

/** A few read-only facts of a record (label above value) in a framed row of three columns. */
export function FactsStrip({ facts }: { facts: { key: string; label: string; value: string }[] }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <SimpleGrid cols={3} spacing="lg" component="dl" m={0}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
