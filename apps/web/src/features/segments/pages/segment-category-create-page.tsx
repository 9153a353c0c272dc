import {
  SEGMENT_API,
  SEGMENT_CATEGORY_COLUMNS,
  type SegmentCategory,
  type SegmentCategoryInput,
  type SegmentCategoryRequest,
  segmentCategoryRequestSchema,
} from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { segmentCategoryKeys } from '../api/segment-keys.ts';
import { useCreateSegmentCategory } from '../api/use-segment-categories.ts';
import { CATEGORY_FIELDS, CategoryForm, emptyCategory } from '../form/category-form.tsx';
import { useCategoryActions, useCategoryColumns } from '../table/use-category-columns.tsx';

/** SegmentCategoryCreate (/admin/segmentCategory/create): a new category beside the existing ones. */
export function SegmentCategoryCreatePage() {
  const { t } = useTranslation('segments');
  const ability = useAppAbility();
  const create = useCreateSegmentCategory();
  const form = useForm<SegmentCategoryRequest, unknown, SegmentCategoryInput>({
    resolver: zodResolver(segmentCategoryRequestSchema),
    defaultValues: emptyCategory(),
  });
  const onSubmit = submitSave(form, create, CATEGORY_FIELDS, (category) => {
    notifySuccess('segments:messages.category_created', { name: category.name });
    form.reset(emptyCategory());
  });
  return (
    <Stack gap="md">
      <PageHeading title={t('categories.title')} intro={t('categories.intro')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CategoryForm form={form} onSubmit={onSubmit} saving={create.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }} h={640}>
          {ability.can('index', 'SegmentCategory') ? (
            <CategoriesGrid />
          ) : (
            <NoPermission message={t('categories.no_permission')} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const rowLabel = (row: SegmentCategory) => row.name;

function CategoriesGrid() {
  const { t } = useTranslation('segments');
  const list = useListQuery<SegmentCategory>({
    path: SEGMENT_API.categories,
    keys: segmentCategoryKeys,
    defaults: { sort: SEGMENT_CATEGORY_COLUMNS.defaultSort, order: 'desc' },
  });
  return (
    <Stack h="100%" gap="xs">
      <DataGrid<SegmentCategory>
        listKey="segment-categories"
        label={t('categories.existing')}
        title={
          <Title order={2} size="h5">
            {t('categories.existing')}
          </Title>
        }
        columns={useCategoryColumns()}
        actions={useCategoryActions()}
        list={list}
        rowLabel={rowLabel}
      />
    </Stack>
  );
}
