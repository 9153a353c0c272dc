/** Query keys of the session resources. */
export const sessionKeys = {
  profile: ['auth', 'me'] as const,
  accounts: ['accounts'] as const,
  twoFactorQr: (userId: number) => ['auth', 'two-factor-qr', userId] as const,
  lookAndFeel: (domain: string) => ['settings', 'look-and-feel', domain] as const,
};
