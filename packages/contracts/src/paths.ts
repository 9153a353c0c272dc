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
  /**
   * Activity log of one kind of object (advertiser, campaign, line_item, creative), optionally of
   * one object; `filters[id]` narrows the first form to one object too.
   */
  activityLog: (entity: string, id?: number | string) =>
    id === undefined ? `/api/activity_log/${entity}` : `/api/activity_log/${entity}/${id}`,
  outbox: '/api/outbox',
} as const;
