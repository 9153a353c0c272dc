import { REPORT_TYPES, type ReportDashboardCode, type ReportTypeDefinition } from '@beacon/contracts';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconLock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useReportLists } from '../api/use-report-dashboards.ts';
import { useReportTypes } from '../api/use-report-lookups.ts';
import { typeName } from '../model/labels.ts';
import { reportsPaths } from '../paths.ts';

/** A card of the catalogue: a report type answered by a file, or a dashboard type. */
type CatalogueCard = {
  code: ReportTypeDefinition['code'] | ReportDashboardCode;
  kind: ReportTypeDefinition['kind'] | 'dashboard';
  answers: string;
  needs: string[];
  open: boolean;
};

const KIND_COLOURS: Record<CatalogueCard['kind'], string> = {
  job: 'blue',
  direct: 'grape',
  dashboard: 'teal',
};

/** Lower case without accents, so "geografia" finds "Geografía". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * ReportAll_Beta (/admin/reporting/index_report_all, docs/REQUIREMENTS.md#reports): every report
 * type in one searchable place, with what it answers and what it needs, each opening the report
 * screen on that type.
 */
export function ReportAllPage() {
  const { t } = useTranslation('reports');
  const [term, setTerm] = useState('');
  const ability = useAppAbility();
  const types = useReportTypes();
  const lists = useReportLists(ability.can('create_report', 'Report'));
  const allowed = new Map((types.data ?? []).map((row) => [row.code, row.allowed]));
  const needs = (type: ReportTypeDefinition) => [
    t('catalogue.needs_dates'),
    ...type.requires.map((filter) => t(`catalogue.requires.${filter}`)),
  ];
  const matches = (...texts: string[]) => {
    const words = fold(term.trim());
    if (!words) return true;
    const text = fold(texts.join(' '));
    return words.split(/\s+/).every((word) => text.includes(word));
  };
  // Only the types the server runs (get_types leaves the others out).
  const files: CatalogueCard[] = REPORT_TYPES.filter((type) => allowed.has(type.code))
    .filter((type) => matches(typeName(type.code), t(`catalogue.answers.${type.code}`), ...needs(type)))
    .map((type) => ({
      code: type.code,
      kind: type.kind,
      answers: t(`catalogue.answers.${type.code}`),
      needs: needs(type),
      open: allowed.get(type.code) ?? false,
    }));
  // The dashboard-URL types (`002` §3.2) the report lists name: a signed link instead of a file.
  const dashboards: CatalogueCard[] = (lists.data ?? [])
    .filter((entry) => matches(typeName(entry.code), t(`dashboards.about.${entry.code}`)))
    .map((entry) => ({
      code: entry.code,
      kind: 'dashboard',
      answers: t(`dashboards.about.${entry.code}`),
      needs: [t('catalogue.requires.campaign')],
      open: ability.can('generate_looker_url', 'Report'),
    }));
  const shown = [...files, ...dashboards];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <PageHeading title={t('catalogue.title')} intro={t('catalogue.intro')} />
        <TextInput
          size="xs"
          w={280}
          type="search"
          aria-label={t('catalogue.search')}
          placeholder={t('catalogue.search_placeholder')}
          leftSection={<IconSearch size={14} />}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
      </Group>
      {types.isPending && <Loader size="sm" aria-label={t('form.loading')} />}
      {types.isSuccess && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('catalogue.nothing_found', { term })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        {shown.map((type) => {
          const open = type.open;
          return (
            <Card
              key={type.code}
              withBorder
              padding="sm"
              radius="sm"
              component="article"
              aria-label={typeName(type.code)}
            >
              <Stack gap={6} h="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Title order={2} size="h5">
                    {typeName(type.code)}
                  </Title>
                  <Badge size="xs" variant="light" color={KIND_COLOURS[type.kind]}>
                    {t(`catalogue.kind.${type.kind}`)}
                  </Badge>
                </Group>
                <Text size="sm">{type.answers}</Text>
                <Group gap={4}>
                  <Text size="xs" c="dimmed">
                    {t('catalogue.needs')}
                  </Text>
                  {type.needs.map((need) => (
                    <Badge key={need} size="xs" variant="outline" color="gray" tt="none">
                      {need}
                    </Badge>
                  ))}
                </Group>
                <Group justify="flex-end" mt="auto">
                  {open ? (
                    <Button
                      component={Link}
                      to={reportsPaths.report(type.code)}
                      size="xs"
                      variant="light"
                      rightSection={<IconArrowRight size={14} />}
                      aria-label={t('catalogue.open_named', { name: typeName(type.code) })}
                    >
                      {t('catalogue.open')}
                    </Button>
                  ) : (
                    <Group gap={4}>
                      <IconLock size={14} />
                      <Text size="xs" c="dimmed">
                        {t('catalogue.not_allowed')}
                      </Text>
                    </Group>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
