/** API paths the console calls; the server registers the same strings. */
export const API = {
  health: '/api/health',
  auth: {
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    refresh: '/api/auth/refresh',
    permissions: '/api/auth/permissions',
    forgot: '/api/auth/password/forgot',
    reset: '/api/auth/password/reset',
    change: (userId: number | string) => `/api/auth/password/change/${userId}`,
    init: (token: string) => `/api/auth/init/${token}`,
    twoFactorVerify: '/api/auth/two_factor/verify',
    twoFactorQr: '/api/auth/two_factor/qr',
    twoFactorSet: (userId: number | string) => `/api/auth/two_factor/set/${userId}`,
  },
  accounts: '/api/account',
  /** The account's delivery at a glance; `?start_date=&end_date=`. */
  dashboard: '/api/dashboard',
  setAccount: (accountId: number | string) => `/api/set_account/${accountId}`,
  settings: (domain: string) => `/api/settings/${encodeURIComponent(domain)}`,
  users: {
    list: '/api/users',
    one: (id: number | string) => `/api/users/${id}`,
    update: (id: number | string) => `/api/users/user/${id}`,
    setActive: (id: number | string, active: boolean) => `/api/users/${id}/set/${active ? 1 : 0}`,
    resendEmail: (id: number | string) => `/api/users/${id}/resend_email`,
    setLanguage: (id: number | string) => `/api/users/${id}/setLanguage`,
  },
  lists: {
    roles: '/api/list/roles',
    userPositions: '/api/list/user_positions',
    languages: '/api/list/languages',
    currencies: '/api/list/currencies',
    timezones: '/api/list/timezones',
    countries: '/api/list/countries',
    /** `?country_id=` */
    regions: '/api/list/regions',
    /** `?term=&country_id=&region_id=` */
    cities: '/api/list/cities',
    continents: '/api/list/continents',
    /** `?country_id=` or `?maker_id=` */
    makers: '/api/list/makers',
    /** `?maker_id=` */
    tradeMarks: '/api/list/advertiser_trade_marks',
    campaignOwners: '/api/list/campaign_owners',
    /** Active members of the account, for people pickers (e.g. an advertiser's users). */
    accountMembers: '/api/list/account_members',
    traffickers: '/api/list/traffickers',
    /** One of `LOOKUP_LISTS`: advertiser_categories, budget_types, campaign_pacing, ... */
    lookup: (list: string) => `/api/list/${list}`,
  },
  advertisers: {
    list: '/api/advertisers',
    one: (id: number | string) => `/api/advertisers/${id}`,
    setActive: (id: number | string, active: boolean) => `/api/advertisers/${id}/set/${active ? 1 : 0}`,
    users: (id: number | string) => `/api/advertisers/${id}/users`,
  },
  campaigns: {
    list: '/api/campaigns',
    one: (id: number | string) => `/api/campaigns/${id}`,
    setActive: (id: number | string, active: boolean) => `/api/campaigns/${id}/set/${active ? 1 : 0}`,
    bulkSet: (active: boolean) => `/api/campaigns/bulk_set/${active ? 1 : 0}`,
    clone: (id: number | string) => `/api/campaigns/clone/${id}`,
    terms: '/api/campaigns/terms',
  },
  lineItems: {
    list: '/api/line_items',
    one: (id: number | string) => `/api/line_items/${id}`,
    setActive: (id: number | string, active: boolean) => `/api/line_items/${id}/set/${active ? 1 : 0}`,
    bulkSet: (active: boolean) => `/api/line_items/bulk_set/${active ? 1 : 0}`,
    clone: (id: number | string) => `/api/line_items/clone/${id}`,
    creativeWeights: (id: number | string) => `/api/line_items/${id}/creative_weights`,
    /** Hourly bids, wins, win rate and spend of a line (`{period}` or `{start_date, end_date}`). */
    bidWin: (id: number | string) => `/api/line_items/daily_bid_win/${id}`,
    /** Bid strategies with their field flags; `?budget_type_id=&line_pacing_id=&pacing_behavior_id=`. */
    bidStrategies: '/api/list/bid_strategies',
  },
  creatives: {
    list: '/api/creatives',
    one: (id: number | string) => `/api/creatives/${id}`,
    setActive: (id: number | string, active: boolean) => `/api/creatives/${id}/set/${active ? 1 : 0}`,
    clone: (id: number | string) => `/api/creatives/clone/${id}`,
    /** Re-runs the exchange review. */
    review: (id: number | string) => `/api/creatives/${id}/review`,
    /** The creative's line associations. */
    lines: (id: number | string) => `/api/creatives/${id}/lines`,
    templates: '/api/list/creative_templates',
    sizes: '/api/list/creative_sizes',
  },
  creativeAddons: {
    list: '/api/creative_addons',
    one: (id: number | string) => `/api/creative_addons/${id}`,
  },
  creativeAssociations: {
    create: '/api/creative_line_associations',
    one: (id: number | string) => `/api/creative_line_associations/${id}`,
    ofCreative: (creativeId: number | string) => `/api/creatives/${creativeId}/lines`,
    ofLineItem: (lineItemId: number | string) => `/api/line_items/${lineItemId}/creatives`,
  },
  /**
   * Activity log of one kind of object (advertiser, campaign, line_item, creative), optionally of
   * one object; `filters[id]` narrows the first form to one object too.
   */
  activityLog: (entity: string, id?: number | string) =>
    id === undefined ? `/api/activity_log/${entity}` : `/api/activity_log/${entity}/${id}`,
  /** Creative assets, VAST extraction, tag check and bulk creative upload. */
  creativeAssets: {
    /** `GET` list (modes incl. all; filters asset_type_id, advertiser_id, thumbnail); `POST` an image. */
    list: '/api/creative_assets',
    one: (id: number | string) => `/api/creative_assets/${id}`,
    uploadImage: '/api/creative_assets',
    uploadHtml: '/api/html_assets',
    uploadVideo: '/api/video_assets',
    uploadAudio: '/api/audio_assets',
    /** Signed preview files (no bearer token: iframes and players load them). */
    preview: '/api/asset_preview',
    /** The sandboxed page a tag preview runs in (the console posts the tag to it). */
    tagPreview: '/api/tag_preview',
    extractVast: '/api/list/extract_vast_attributes',
    checkTag: '/api/creatives/check_tag',
    bulk: '/api/creatives/bulk',
    bulkSample: (template: 'image' | 'script_tag') => `/api/creatives/bulk/template/${template}`,
    bulkTemplates: '/api/list/creative_bulk_templates',
  },
  outbox: '/api/outbox',
} as const;
