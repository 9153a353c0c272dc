/**
 * The permission registry: every subject and action the console and the API know of
 * (docs/REQUIREMENTS.md#permissions, plus one `menu_*` action per menu entry). The server guards each
 * route with one pair; the client builds a CASL ability from the same pairs.
 */
export const PERMISSION_REGISTRY = {
  Advertiser: ['index', 'create', 'show', 'update', 'set_active', 'audit', 'assign_users'],
  Campaign: [
    'index',
    'create',
    'show',
    'update',
    'delete',
    'set_active',
    'clone',
    'audit',
    'create_event_association',
  ],
  LineItem: [
    'index',
    'create',
    'show',
    'update',
    'delete',
    'set_active',
    'clone',
    'audit',
    'create_event_association',
    'create_creative_line_association',
    'update_creative_line_association',
    'delete_creative_line_association',
    'update_creative',
  ],
  Creative: [
    'index',
    'create',
    'show',
    'update',
    'delete',
    'set_active',
    'clone',
    'audit',
    'addon_index',
    'addon_create',
    'addon_show',
    'addon_update',
    'asset_index',
    'asset_show',
    'asset_create',
    'create_creative_bulk',
  ],
  CpiCampaign: [
    'index',
    'create',
    'show',
    'update',
    'note_index',
    'note_create',
    'note_show',
    'creative_index',
    'creative_show',
    'creative_create',
    'creative_update',
    'send_cpi_campaign_mail',
  ],
  Account: ['index', 'design_settings', 'enter_any'],
  User: ['index', 'create', 'show', 'update', 'set_active', 'delete'],
  Notification: ['index', 'create', 'update'],
  Segment: [
    'index',
    'create',
    'show',
    'update',
    'delete',
    'upload_create',
    'upload_index',
    'third_party_index',
    'audit',
  ],
  SegmentCategory: ['index', 'create', 'update', 'delete'],
  Lookalike: ['index', 'create'],
  Modifier: [
    'index',
    'show',
    'bid_modifier_create',
    'bid_modifier_update',
    'delivery_modifier_create',
    'delivery_modifier_update',
    'set_active',
  ],
  BidModel: ['index', 'show', 'create', 'update'],
  Targeting: ['index', 'show', 'create', 'update'],
  CustomList: [
    'index',
    'show',
    'create',
    'update',
    'set_active',
    'clone',
    'item_create',
    'item_index',
    'item_update',
    'item_delete',
    'item_set_active',
    'audit',
  ],
  Event: [
    'index',
    'show',
    'create',
    'update',
    'delete',
    'set_active',
    'show_event_tag',
    'campaign_association',
    'line_item_association',
    'audit',
  ],
  Report: [
    'generate_looker_url',
    'create_report',
    'schedule_create',
    'schedule_update',
    'schedule_delete',
    'schedule_index',
    'schedule_show',
    'active_scheduler',
    'index_report_on_demand',
    'show_report_job',
    'on_demand_store_attribution',
    'on_demand_geo',
    'on_demand_campaign_insight',
    'on_demand_unique_devices',
    'on_demand_download',
    'create_report_sp',
    'lookup_accounts',
    'lookup_data_range',
    'lookup_filter',
    'lookup_metrics',
    'lookup_dimensions',
    'send_email_report_job',
    /** Files with device ids (the maids report): admins only (docs/REPORTS.md#privacy). */
    'export_maids',
    /** The activity log of reports (created, e-mailed, deleted). */
    'audit',
  ],
  Planning: ['index', 'create_ooh_notification', 'planning_2_index'],
  /** Private POI layers (docs/PLANNING.md). */
  PrivatePoi: ['index', 'show', 'create', 'update', 'delete', 'audit'],
  DeepLink: ['index'],
  /** Polls: answer the account's polls; create them and switch them on or off (docs/REQUIREMENTS.md#polls). */
  Poll: ['index', 'respond', 'create', 'update'],
  Outbox: ['index'],
  Menu: [
    'menu_dashboard',
    'menu_advertiser',
    'menu_campaign',
    'menu_cpi_campaigns',
    'menu_line_item',
    'menu_creative',
    'menu_reporting',
    'index_report_sp',
    'menu_direct_reports',
    'menu_reports_on_demand',
    'menu_reports_sp',
    'menu_my_reports',
    'menu_planning',
    'menu_private_pois',
    'menu_planning_2',
    'menu_tools',
    'menu_event',
    'menu_list',
    'menu_model',
    'menu_modifier',
    'menu_segments',
    'menu_deep_link',
    'menu_users',
    'menu_segment_category',
    'menu_lookalike',
    'menu_segment_upload',
    'menu_outbox',
    'menu_account_settings',
    'menu_polls',
  ],
} as const;

export type Subject = keyof typeof PERMISSION_REGISTRY;
export type ActionOf<S extends Subject> = (typeof PERMISSION_REGISTRY)[S][number];
/** One permission: an action on a subject, as `{ action, subject }` (CASL's raw rule shape). */
export type Permission = { [S in Subject]: { subject: S; action: ActionOf<S> } }[Subject];

export const SUBJECTS = Object.keys(PERMISSION_REGISTRY) as Subject[];

export const ALL_PERMISSIONS: Permission[] = SUBJECTS.flatMap((subject) =>
  PERMISSION_REGISTRY[subject].map((action) => ({ subject, action }) as Permission),
);

export const permissionKey = (p: { subject: string; action: string }) => `${p.subject}:${p.action}`;

export function isKnownPermission(p: { subject: string; action: string }): p is Permission {
  const actions = (PERMISSION_REGISTRY as Record<string, readonly string[]>)[p.subject];
  return actions?.includes(p.action) ?? false;
}

/** Shorthand used by role definitions and route guards. */
export const can = <S extends Subject>(subject: S, action: ActionOf<S>): Permission =>
  ({ subject, action }) as Permission;
