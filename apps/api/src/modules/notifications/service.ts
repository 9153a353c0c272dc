import { NOTIFICATION_CODES, type NotificationCode, type NotificationSetting } from '@beacon/contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { kindText } from './texts.ts';

const mine = (user: AuthContext) =>
  and(eq(notifications.userId, user.userId), eq(notifications.accountId, user.accountId));

/** How many of the caller's notifications in the active account are unread. */
export async function unreadCount(deps: AppDeps, user: AuthContext) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(user), isNull(notifications.readAt)));
  return { unread: Number(row?.n ?? 0) };
}

/** Removes the caller's named notifications; ids of others are ignored. Answers how many went. */
export async function dismiss(deps: AppDeps, user: AuthContext, ids: number[]) {
  const gone = await deps.db
    .delete(notifications)
    .where(and(mine(user), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return { changed: gone.length };
}

/** Marks the caller's named notifications read (the first reading counts). */
export async function markRead(deps: AppDeps, user: AuthContext, ids: number[]) {
  const read = await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(user), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { changed: read.length };
}

/** Every kind of notification, named in the caller's language, with the caller's choices. */
export async function settingsOf(deps: AppDeps, user: AuthContext): Promise<NotificationSetting[]> {
  const [me] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, user.userId));
  const chosen = new Map(
    (
      await deps.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, user.userId))
    ).map((p) => [p.code, p]),
  );
  return NOTIFICATION_CODES.map((code) => {
    const choice = chosen.get(code);
    return {
      code,
      ...kindText(me?.language ?? 'en', code),
      model: 'campaign' as const,
      active: true,
      platform_notification_active: choice?.platformActive ?? true,
      email_notification_active: choice?.emailActive ?? false,
    };
  });
}

/** Stores the caller's choice for one kind and answers the kind as the settings show it. */
export async function setActive(
  deps: AppDeps,
  user: AuthContext,
  choice: {
    code: NotificationCode;
    platform_notification_active: boolean;
    email_notification_active: boolean;
  },
) {
  const values = {
    platformActive: choice.platform_notification_active,
    emailActive: choice.email_notification_active,
  };
  await deps.db
    .insert(notificationPreferences)
    .values({ userId: user.userId, code: choice.code, ...values })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.code],
      set: { ...values, updatedAt: sql`now()` },
    });
  return (await settingsOf(deps, user)).find((s) => s.code === choice.code)!;
}
