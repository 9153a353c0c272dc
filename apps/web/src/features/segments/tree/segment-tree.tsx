import type { SegmentTreeNode } from '@beacon/contracts';
import { ActionIcon, Anchor, Badge, Box, Button, Group, Loader, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconDatabase,
  IconFolder,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format/metrics.ts';
import { type TreeBranch, useSegmentTreePage } from '../api/use-segment-tree.ts';
import { segmentsPaths } from '../paths.ts';
import classes from './segment-tree.module.css';

type TreeProps = {
  branch: TreeBranch;
  label: string;
  /** First-party segments link to their edit screen when the user may edit. */
  editable: boolean;
};

/** A lazily loaded tree: each node's children are fetched when it is opened, a page at a time. */
export function SegmentTree({ branch, label, editable }: TreeProps) {
  return (
    <ul aria-label={label} className={classes.tree}>
      <BranchPages branch={branch} depth={0} editable={editable} />
    </ul>
  );
}

function BranchPages({ branch, depth, editable }: { branch: TreeBranch; depth: number; editable: boolean }) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, i) => (
        <BranchPage
          // biome-ignore lint/suspicious/noArrayIndexKey: a page number is the page's identity
          key={i}
          branch={branch}
          page={i + 1}
          depth={depth}
          editable={editable}
          onMore={i + 1 === pages ? () => setPages((p) => p + 1) : undefined}
        />
      ))}
    </>
  );
}

type PageProps = { branch: TreeBranch; page: number; depth: number; editable: boolean; onMore?: () => void };

function BranchPage({ branch, page, depth, editable, onMore }: PageProps) {
  const { t } = useTranslation('segments');
  const query = useSegmentTreePage(branch, page);
  const indent = { paddingInlineStart: depth * 20 };
  if (query.isPending) {
    return (
      <li style={indent} className={classes.status}>
        <Loader size="xs" aria-label={t('tree.loading')} />
      </li>
    );
  }
  if (query.error) {
    return (
      <li style={indent} className={classes.status}>
        <Text size="xs" c="red">
          {t('tree.failed')}
        </Text>
      </li>
    );
  }
  const { data, total, limit } = query.data;
  if (page === 1 && data.length === 0) {
    return (
      <li style={indent} className={classes.status}>
        <Text size="xs" c="dimmed">
          {t('tree.empty')}
        </Text>
      </li>
    );
  }
  const more = onMore && total > page * limit;
  return (
    <>
      {data.map((node) => (
        <TreeItem
          key={`${node.node_type}:${node.id ?? node.key}`}
          node={node}
          owner={branch.owner}
          depth={depth}
          editable={editable}
        />
      ))}
      {more && (
        <li style={indent} className={classes.status}>
          <Button variant="subtle" size="compact-xs" onClick={onMore}>
            {t('tree.more', { count: total - page * limit })}
          </Button>
        </li>
      )}
    </>
  );
}

const ICONS = {
  provider: <IconDatabase size={14} />,
  category: <IconFolder size={14} />,
  segment: <IconUsersGroup size={14} />,
} as const;

function childBranch(node: SegmentTreeNode, owner: string): TreeBranch {
  if (node.node_type === 'provider') return { owner: node.key };
  return { owner, parentId: node.id ?? undefined, parentKind: node.node_type };
}

function TreeItem({
  node,
  owner,
  depth,
  editable,
}: {
  node: SegmentTreeNode;
  owner: string;
  depth: number;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('segments');
  const [open, setOpen] = useState(false);
  const linked =
    editable && node.node_type === 'segment' && node.data_provider_key === null && node.id !== null;
  return (
    <li>
      <Group gap={6} wrap="nowrap" className={classes.row} style={{ paddingInlineStart: depth * 20 }}>
        {node.has_children ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            color="gray"
            aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: node.name })}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <Box c={node.node_type === 'segment' ? 'blue' : 'gray'} className={classes.icon}>
          {ICONS[node.node_type]}
        </Box>
        {linked ? (
          <Anchor component={Link} to={segmentsPaths.edit(node.id!)} size="sm" className={classes.name}>
            {node.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={node.node_type === 'segment' ? 400 : 600} className={classes.name}>
            {node.name}
          </Text>
        )}
        {node.node_type !== 'provider' && (
          <Text size="xs" c="dimmed" ff="monospace" className={classes.key}>
            {node.key}
          </Text>
        )}
        {node.advertiser_name && (
          <Badge size="xs" variant="outline" color="gray" tt="none" className={classes.badge}>
            {node.advertiser_name}
          </Badge>
        )}
        {!node.active && (
          <Badge size="xs" variant="light" color="gray">
            {t('tree.inactive')}
          </Badge>
        )}
        {node.users_total !== null && (
          <Text size="xs" c="dimmed" className={classes.count} title={t('fields.users_total')}>
            {t('tree.users', {
              count: node.users_total,
              formatted: formatCount(node.users_total, i18n.language),
            })}
          </Text>
        )}
      </Group>
      {open && (
        <ul className={classes.tree}>
          <BranchPages branch={childBranch(node, owner)} depth={depth + 1} editable={editable} />
        </ul>
      )}
    </li>
  );
}
