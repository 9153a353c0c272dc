import type { ActivityEntity, Subject } from '@beacon/contracts';
import type { useAppAbility } from '../../lib/ability.tsx';

type Ability = ReturnType<typeof useAppAbility>;

type EntityConfig = {
  /** The permission subject whose `audit` action opens the log. */
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
  edit: (id: number | string) => string;
  /** Whether the caller may open the list screen (the way back). */
  canList: (ability: Ability) => boolean;
  /** Whether the caller may open one object (object names become links). */
  canOpen: (ability: Ability) => boolean;
};

type BuyingSubject = Exclude<EntityConfig['subject'], 'Report'>;

/** An object's screens under `base`: its list at `base/index`, one object at `base/edit/:id`. */
const screensOf = (subject: BuyingSubject, base: string): EntityConfig => ({
  subject,
  index: `${base}/index`,
  edit: (id) => `${base}/edit/${id}`,
  canList: (ability) => ability.can('index', subject),
  canOpen: (ability) => ability.can('update', subject),
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
    canList: (ability) => ability.can('index', 'PrivatePoi'),
    canOpen: (ability) => ability.can('update', 'PrivatePoi'),
  },
  // A report has no edit screen: its link opens "my reports" narrowed to it.
  report: {
    subject: 'Report',
    index: '/admin/reporting/my_report',
    edit: (id) => `/admin/reporting/my_report?filters[id]=${id}`,
    canList: (ability) => ability.can('show_report_job', 'Report'),
    canOpen: (ability) => ability.can('show_report_job', 'Report'),
  },
  // A scheduled report opens in the Report screen's scheduler tab.
  report_schedule: {
    subject: 'Report',
    index: '/admin/reporting/schedules',
    edit: (id) => `/admin/reporting/index?tab=scheduler&schedule=${id}`,
    canList: (ability) => ability.can('schedule_index', 'Report'),
    canOpen: (ability) => ability.can('schedule_show', 'Report'),
  },
};

/** The activity log screen of an entity; `id` narrows it to one object. */
export const activityLogPath = (entity: ActivityEntity, id?: number | string) => {
  const area = entity === 'line_item' ? 'lineitem' : entity === 'private_poi' ? 'privatepois' : `${entity}s`;
  const base = `/admin/${area}/activityLog`;
  return id === undefined ? base : `${base}?filters[id]=${id}`;
};
