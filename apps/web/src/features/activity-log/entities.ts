import type { ActivityEntity, Subject } from '@beacon/contracts';

type EntityConfig = {
  /** The permission subject: `audit` opens the log, `update` makes object names links. */
  subject: Extract<
    Subject,
    | 'Advertiser'
    | 'Campaign'
    | 'LineItem'
    | 'Creative'
    | 'Segment'
    | 'CustomList'
    | 'Event'
    | 'PrivatePoi'
    | 'Report'
  >;
  /** The object's list screen, for the way back. */
  index: string;
  /** The actions that open the list and an object (default `index` and `update`). */
  listAction?: 'show_report_job';
  openAction?: 'show_report_job';
  edit: (id: number | string) => string;
};

/** An object's screens under `base`: its list at `base/index`, one object at `base/edit/:id`. */
const screensOf = (subject: EntityConfig['subject'], base: string): EntityConfig => ({
  subject,
  index: `${base}/index`,
  edit: (id) => `${base}/edit/${id}`,
});

/** The objects with an activity log (docs/REQUIREMENTS.md#activity-log) and where their screens are. */
export const ACTIVITY_ENTITY_CONFIG: Record<ActivityEntity, EntityConfig> = {
  advertiser: screensOf('Advertiser', '/admin/advertisers'),
  campaign: screensOf('Campaign', '/admin/campaigns'),
  line_item: screensOf('LineItem', '/admin/lineitem'),
  creative: screensOf('Creative', '/admin/creatives'),
  segment: screensOf('Segment', '/admin/segments'),
  custom_list: screensOf('CustomList', '/admin/custom_lists'),
  event: screensOf('Event', '/admin/events'),
  // The layers list lives on the upload screen (PrivatePoisCreate).
  private_poi: {
    subject: 'PrivatePoi',
    index: '/admin/privatepois/create',
    edit: (id) => `/admin/privatepois/edit/${id}`,
  },
  // A report has no edit screen: its link opens "my reports" narrowed to it.
  report: {
    subject: 'Report',
    listAction: 'show_report_job',
    openAction: 'show_report_job',
    index: '/admin/reporting/my_report',
    edit: (id) => `/admin/reporting/my_report?filters[id]=${id}`,
  },
};

/** The activity log screen of an entity; `id` narrows it to one object. */
export const activityLogPath = (entity: ActivityEntity, id?: number | string) => {
  const area = entity === 'line_item' ? 'lineitem' : entity === 'private_poi' ? 'privatepois' : `${entity}s`;
  const base = `/admin/${area}/activityLog`;
  return id === undefined ? base : `${base}?filters[id]=${id}`;
};
