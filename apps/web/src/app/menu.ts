import type { ActionOf, Permission } from '@beacon/contracts';
import {
  IconAd2,
  IconBriefcase,
  IconChartBar,
  IconDeviceMobile,
  IconLayoutDashboard,
  IconListDetails,
  IconMapPin,
  IconPhoto,
  IconSpeakerphone,
  IconTool,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type MenuAction = ActionOf<'Menu'>;

export type MenuItem = {
  /**
   * Route name (docs/REQUIREMENTS.md#navigation); also the `data-testid`-free accessible label comes from
   * `labelKey`.
   */
  name: string;
  labelKey: string;
  path: string;
  /**
   * What shows the entry: a Menu action, or the permission its screen needs when the screen is
   * guarded by another subject's (so the entry never leads to a refused screen).
   */
  permission: MenuAction | Permission;
  /** Only screens that exist in this release are shown; later work flips these on. */
  available: boolean;
  icon?: ComponentType<{ size?: number; stroke?: number }>;
  /** Hidden when the active account is on the user's forbidden-accounts list (PDF reports). */
  hideOnForbiddenAccount?: boolean;
};

export type MenuGroup = {
  name: string;
  labelKey: string;
  permission: MenuAction;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  items: MenuItem[];
};

export type MenuEntry = MenuItem | MenuGroup;
export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The left navigation (docs/REQUIREMENTS.md#navigation), each entry gated by its Menu permission. */
export const MENU: MenuEntry[] = [
  {
    name: 'Dashboard',
    labelKey: 'menu.dashboard',
    path: '/admin/dashboard',
    permission: 'menu_dashboard',
    available: true,
    icon: IconLayoutDashboard,
  },
  {
    name: 'AdvertisersIndex',
    labelKey: 'menu.advertiser',
    path: '/admin/advertisers/index',
    permission: 'menu_advertiser',
    available: true,
    icon: IconBriefcase,
  },
  {
    name: 'CampaignsIndex',
    labelKey: 'menu.campaign',
    path: '/admin/campaigns/index',
    permission: 'menu_campaign',
    available: true,
    icon: IconSpeakerphone,
  },
  {
    name: 'RequestCampaignIndex',
    labelKey: 'menu.cpi_campaigns',
    path: '/admin/requestCampaign/index',
    permission: 'menu_cpi_campaigns',
    available: true,
    icon: IconDeviceMobile,
  },
  {
    name: 'LineItemList',
    labelKey: 'menu.line_item',
    path: '/admin/lineitem/index',
    permission: 'menu_line_item',
    available: true,
    icon: IconListDetails,
  },
  {
    name: 'CreativesIndex',
    labelKey: 'menu.creative',
    path: '/admin/creatives/index',
    permission: 'menu_creative',
    available: true,
    icon: IconPhoto,
  },
  {
    name: 'Reporting',
    labelKey: 'menu.reporting',
    permission: 'menu_reporting',
    icon: IconChartBar,
    items: [
      {
        name: 'ReportAll_Beta',
        labelKey: 'menu.all_reports',
        path: '/admin/reporting/index_report_all',
        permission: 'index_report_sp',
        available: true,
      },
      {
        name: 'Report',
        labelKey: 'menu.direct_reports',
        path: '/admin/reporting/index',
        permission: 'menu_direct_reports',
        available: true,
      },
      {
        name: 'ReportSchedules',
        labelKey: 'menu.scheduled_reports',
        path: '/admin/reporting/schedules',
        permission: { subject: 'Report', action: 'schedule_index' },
        available: true,
      },
      {
        name: 'ReportOnDemandIndex',
        labelKey: 'menu.reports_on_demand',
        path: '/admin/reportingOnDemand/index',
        permission: 'menu_reports_on_demand',
        available: true,
      },
      {
        name: 'PDFReport',
        labelKey: 'menu.pdf_reports',
        path: '/admin/reporting/pdf_reports',
        permission: 'menu_reports_sp',
        available: true,
        hideOnForbiddenAccount: true,
      },
      {
        name: 'MyReport',
        labelKey: 'menu.my_reports',
        path: '/admin/reporting/my_report',
        permission: 'menu_my_reports',
        available: true,
      },
    ],
  },
  {
    name: 'Planning',
    labelKey: 'menu.planning',
    permission: 'menu_planning',
    icon: IconMapPin,
    items: [
      {
        name: 'PersonsIndex',
        labelKey: 'menu.planning_audiences',
        path: '/admin/persons/index',
        permission: 'menu_planning',
        available: true,
      },
      {
        name: 'PrivatePoisCreate',
        labelKey: 'menu.private_pois',
        path: '/admin/privatepois/create',
        permission: 'menu_private_pois',
        available: true,
      },
      {
        name: 'PersonsAudience',
        labelKey: 'menu.audience_hub',
        path: '/admin/persons/audience/marketplace',
        permission: 'menu_planning_2',
        available: false,
      },
    ],
  },
  {
    name: 'Tools',
    labelKey: 'menu.tools',
    permission: 'menu_tools',
    icon: IconTool,
    items: [
      {
        name: 'EventIndex',
        labelKey: 'menu.event',
        path: '/admin/events/index',
        permission: 'menu_event',
        available: true,
      },
      {
        name: 'CustomListIndex',
        labelKey: 'menu.list',
        path: '/admin/custom_lists/index',
        permission: 'menu_list',
        available: true,
      },
      {
        name: 'ModelsIndex',
        labelKey: 'menu.model',
        path: '/admin/models/index',
        permission: 'menu_model',
        available: true,
      },
      {
        name: 'ModifiersIndex',
        labelKey: 'menu.modifier',
        path: '/admin/modifiers/index',
        permission: 'menu_modifier',
        available: true,
      },
      {
        name: 'SegmentsIndex',
        labelKey: 'menu.segments',
        path: '/admin/segments/index',
        permission: 'menu_segments',
        available: true,
      },
      {
        name: 'DeepLinkTool',
        labelKey: 'menu.deep_link',
        path: '/admin/toolsRappi/index',
        permission: 'menu_deep_link',
        available: true,
      },
      {
        name: 'UsersIndex',
        labelKey: 'menu.users',
        path: '/admin/users/index',
        permission: 'menu_users',
        available: true,
      },
      {
        name: 'SegmentCategoryCreate',
        labelKey: 'menu.segment_category',
        path: '/admin/segmentCategory/create',
        permission: 'menu_segment_category',
        available: true,
      },
      {
        name: 'LookalikeIndex',
        labelKey: 'menu.lookalike',
        path: '/admin/lookalike/index',
        permission: 'menu_lookalike',
        available: true,
      },
      {
        name: 'SegmentUploadCreate',
        labelKey: 'menu.segment_upload',
        path: '/admin/segmentUpload/create',
        permission: 'menu_segment_upload',
        available: true,
      },
      {
        name: 'AccountSettingsIndex',
        labelKey: 'menu.account_settings',
        path: '/admin/accountSettings/index',
        permission: 'menu_account_settings',
        available: true,
      },
      {
        name: 'PollsIndex',
        labelKey: 'menu.polls',
        path: '/admin/polls/index',
        permission: 'menu_polls',
        available: true,
      },
      {
        name: 'OutboxIndex',
        labelKey: 'menu.outbox',
        path: '/admin/outbox/index',
        permission: 'menu_outbox',
        available: true,
      },
    ],
  },
];

/** Icon for the top-level buying entries that have none of their own. */
export const DEFAULT_MENU_ICON = IconAd2;
