/** The account design screen (docs/REQUIREMENTS.md#account-design); mounted under /admin. */
export const accountDesignPaths = { index: '/admin/accountSettings/index' } as const;
