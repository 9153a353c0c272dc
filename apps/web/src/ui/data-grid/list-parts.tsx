import type { ActionOf, Subject } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability.tsx';
import { NoPermission } from '../no-permission.tsx';
import { ListPage } from './list-page.tsx';

/** The subjects that have an index screen. */
type IndexSubject = { [S in Subject]: 'index' extends ActionOf<S> ? S : never }[Subject];

/**
 * A list screen behind its subject's index permission: the list frame, or instead the notice
 * `index.no_permission` of the screen's translation namespace.
 */
export function IndexListPage({
  subject,
  namespace,
  children,
}: {
  subject: IndexSubject;
  namespace: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const ability = useAppAbility();
  if (!ability.can('index', subject)) return <NoPermission message={t('index.no_permission')} />;
  return <ListPage>{children}</ListPage>;
}

/** A list screen's title, shown on the grid's toolbar row; `nowrap` keeps it on one line. */
export function ListTitle({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Title order={1} size="h3" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </Title>
  );
}

/** The toolbar's link to a list's create screen. */
export function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="xs" leftSection={<IconPlus size={14} />}>
      {children}
    </Button>
  );
}
