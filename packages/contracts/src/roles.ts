import { ALL_PERMISSIONS, PERMISSION_REGISTRY, type Permission, type Subject } from './permissions.ts';

/**
 * Seeded roles. Each maps to pairs of the registry; the database keeps a copy (seeded at start,
 * editable there), so an operator can add a role without a release.
 */
export type RoleDefinition = { name: string; description: string; permissions: Permission[] };

const every = (subject: Subject, except: string[] = []): Permission[] =>
  PERMISSION_REGISTRY[subject]
    .filter((a) => !except.includes(a))
    .map((action) => ({ subject, action }) as Permission);

const only = (subject: Subject, actions: string[]): Permission[] =>
  PERMISSION_REGISTRY[subject]
    .filter((a) => actions.includes(a))
    .map((action) => ({ subject, action }) as Permission);

const READ = ['index', 'show', 'audit'];
const BUYING: Subject[] = ['Advertiser', 'Campaign', 'LineItem', 'Creative'];
const AUDIENCE: Subject[] = [
  'Segment',
  'SegmentCategory',
  'Lookalike',
  'Modifier',
  'BidModel',
  'Targeting',
  'CustomList',
  'Event',
];
const REPORT_READ = [
  'create_report',
  'index_report_on_demand',
  'show_report_job',
  'schedule_index',
  'schedule_show',
  'on_demand_download',
  'lookup_accounts',
  'lookup_data_range',
  'lookup_filter',
  'lookup_metrics',
  'lookup_dimensions',
];

const menu = (...actions: string[]) => only('Menu', actions);
const BUYING_MENU = ['menu_dashboard', 'menu_advertiser', 'menu_campaign', 'menu_line_item', 'menu_creative'];
const REPORT_MENU = [
  'menu_reporting',
  'index_report_sp',
  'menu_direct_reports',
  'menu_reports_on_demand',
  'menu_reports_sp',
  'menu_my_reports',
];
const TOOLS_MENU = [
  'menu_tools',
  'menu_event',
  'menu_list',
  'menu_model',
  'menu_modifier',
  'menu_segments',
  'menu_deep_link',
  'menu_segment_category',
  'menu_lookalike',
  'menu_segment_upload',
];

export const ROLE_DEFINITIONS: RoleDefinition[] = [
  {
    name: 'admin',
    description: 'Administrator: everything in the account, including users and account settings',
    permissions: ALL_PERMISSIONS.filter((p) => !(p.subject === 'Account' && p.action === 'enter_any')),
  },
  {
    name: 'trafficker',
    description: 'Trafficker: builds and runs advertisers, campaigns, line items, creatives and audiences',
    permissions: [
      ...BUYING.flatMap((s) => every(s)),
      ...every('CpiCampaign'),
      ...AUDIENCE.flatMap((s) => every(s)),
      ...every('DeepLink'),
      ...only('Report', REPORT_READ),
      ...only('Notification', ['index', 'update']),
      ...only('Poll', ['index', 'respond']),
      ...menu(...BUYING_MENU, 'menu_cpi_campaigns', ...REPORT_MENU, ...TOOLS_MENU),
    ],
  },
  {
    name: 'planner',
    description: 'Planner: audience and location planning, reports, and read access to buying objects',
    permissions: [
      ...BUYING.flatMap((s) => only(s, READ)),
      ...every('Planning'),
      ...every('PrivatePoi'),
      ...only('CustomList', ['index', 'show', 'create', 'update', 'item_index', 'item_create']),
      ...only('Segment', ['index', 'show']),
      ...only('Report', REPORT_READ),
      ...only('Notification', ['index', 'update']),
      ...only('Poll', ['index', 'respond']),
      ...menu(
        ...BUYING_MENU,
        ...REPORT_MENU,
        'menu_planning',
        'menu_private_pois',
        'menu_planning_2',
        'menu_tools',
        'menu_list',
      ),
    ],
  },
  {
    name: 'reporting',
    description: 'Reporting: reports, schedules and read access to buying objects',
    permissions: [
      ...BUYING.flatMap((s) => only(s, READ)),
      // Device ids leave the platform only through admins (docs/REPORTS.md#privacy).
      ...every('Report', ['export_maids']),
      ...only('Notification', ['index', 'update']),
      ...only('Poll', ['index', 'respond']),
      ...menu(...BUYING_MENU, ...REPORT_MENU),
    ],
  },
  {
    name: 'viewer',
    description: 'Viewer: read-only access to buying objects and reports',
    permissions: [
      ...BUYING.flatMap((s) => only(s, ['index', 'show'])),
      ...only('Report', ['index_report_on_demand', 'show_report_job', 'lookup_metrics', 'lookup_dimensions']),
      ...only('Notification', ['index']),
      ...only('Poll', ['index', 'respond']),
      ...menu(...BUYING_MENU, 'menu_reporting', 'menu_reports_on_demand'),
    ],
  },
];

/** The platform operator's role in the master account: admin everywhere, may enter any account. */
export const MASTER_ADMIN_ROLE: RoleDefinition = {
  name: 'master_admin',
  description: 'Platform administrator: admin of every account, may enter any account',
  permissions: ALL_PERMISSIONS,
};

export const ALL_ROLE_DEFINITIONS = [MASTER_ADMIN_ROLE, ...ROLE_DEFINITIONS];
