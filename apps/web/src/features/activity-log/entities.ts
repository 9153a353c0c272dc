import type { ActivityEntity, Subject } from '@beacon/contracts';

type EntityConfig = {
  /** The permission subject: `audit` opens the log, `update` makes object names links. */
  subject: Extract<Subject, 'Advertiser' | 'Campaign' | 'LineItem' | 'Creative' | 'Segment' | 'CustomList'>;
  /** The object's list screen, for the way back. */
  index: string;
  edit: (id: number | string) => string;
};

/** The objects with an activity log (docs/REQUIREMENTS.md#activity-log) and where their screens are. */
export const ACTIVITY_ENTITY_CONFIG: Record<ActivityEntity, EntityConfig> = {
  advertiser: {
    subject: 'Advertiser',
    index: '/admin/advertisers/index',
    edit: (id) => `/admin/advertisers/edit/${id}`,
  },
  campaign: {
    subject: 'Campaign',
    index: '/admin/campaigns/index',
    edit: (id) => `/admin/campaigns/edit/${id}`,
  },
  line_item: {
    subject: 'LineItem',
    index: '/admin/lineitem/index',
    edit: (id) => `/admin/lineitem/edit/${id}`,
  },
  creative: {
    subject: 'Creative',
    index: '/admin/creatives/index',
    edit: (id) => `/admin/creatives/edit/${id}`,
  },
  segment: {
    subject: 'Segment',
    index: '/admin/segments/index',
    edit: (id) => `/admin/segments/edit/${id}`,
  },
  custom_list: {
    subject: 'CustomList',
    index: '/admin/custom_lists/index',
    edit: (id) => `/admin/custom_lists/edit/${id}`,
  },
};

/** The activity log screen of an entity; `id` narrows it to one object. */
export const activityLogPath = (entity: ActivityEntity, id?: number | string) => {
  const base = `/admin/${entity === 'line_item' ? 'lineitem' : `${entity}s`}/activityLog`;
  return id === undefined ? base : `${base}?filters[id]=${id}`;
};
