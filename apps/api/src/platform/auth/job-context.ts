import type { AuthContext } from './context.ts';

/** Who caused a job: enough to scope its reads and sign its activity entries. */
export type JobActor = {
  accountId: number;
  userId: number;
  userName: string;
  advertiserIds: number[] | null;
};

export const jobActor = (ctx: AuthContext): JobActor => ({
  accountId: ctx.accountId,
  userId: ctx.userId,
  userName: ctx.userName,
  advertiserIds: ctx.advertiserIds,
});

/**
 * The context a job works in for the user who sent it: the account and advertiser scope and the
 * name its activity entries carry. It holds no session and no permissions: the request that sent
 * the job checked them, and a job calls no code that checks them again.
 */
export const jobContext = (actor: JobActor): AuthContext => ({
  sessionId: '',
  userId: actor.userId,
  email: '',
  userName: actor.userName,
  accountId: actor.accountId,
  account: { id: actor.accountId, name: '', masterAccount: false, accountType: '' },
  role: { id: 0, name: '', description: '' },
  permissions: new Set(),
  advertiserIds: actor.advertiserIds,
  expiresAt: new Date(0),
});
