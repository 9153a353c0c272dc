import type { ActionOf, Subject } from '@beacon/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability.tsx';
import { DataGrid, type DataGridProps } from './data-grid.tsx';
import { CreateLink, ListTitle } from './list-parts.tsx';

/** The subjects that have a create screen. */
type CreateSubject = { [S in Subject]: 'create' extends ActionOf<S> ? S : never }[Subject];

type IndexDataGridProps<T extends { id: number | string }> = Omit<
  DataGridProps<T>,
  'label' | 'title' | 'toolbar'
> & {
  /** The screen's translation namespace, holding `index.title` and `index.create`. */
  namespace: string;
  /** The create screen, linked at the end of the toolbar when the user may create `subject`. */
  create?: { subject: CreateSubject; to: string };
  /** Other page actions, before the create link. */
  tools?: ReactNode;
  /** Keeps the title on one line (a toolbar with several actions). */
  nowrapTitle?: boolean;
};

/**
 * The grid of a resource's index screen: `DataGrid` titled (and named for assistive technology)
 * by the namespace's `index.title`, with the link to the create screen when the user may create.
 */
export function IndexDataGrid<T extends { id: number | string }>({
  namespace,
  create,
  tools,
  nowrapTitle = false,
  ...grid
}: IndexDataGridProps<T>) {
  const { t } = useTranslation(namespace);
  const ability = useAppAbility();
  const createLink = create && ability.can('create', create.subject) && (
    <CreateLink to={create.to}>{t('index.create')}</CreateLink>
  );
  return (
    <DataGrid<T>
      {...grid}
      label={t('index.title')}
      title={<ListTitle nowrap={nowrapTitle}>{t('index.title')}</ListTitle>}
      toolbar={
        tools ? (
          <>
            {tools}
            {createLink}
          </>
        ) : (
          createLink
        )
      }
    />
  );
}
