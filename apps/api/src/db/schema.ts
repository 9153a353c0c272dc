/**
 * The Drizzle schema of the system of record, one file per domain; drizzle-kit reads this index
 * (`npm run db:generate`) and the code imports every table from it.
 */

export * from './schema/accounts.ts';
export * from './schema/activity-log.ts';
export * from './schema/advertisers.ts';
export * from './schema/auth.ts';
export * from './schema/campaigns.ts';
export { externalIdSequence } from './schema/columns.ts';
export * from './schema/cpi-campaigns.ts';
export * from './schema/creatives.ts';
export * from './schema/custom-lists.ts';
export * from './schema/delivery.ts';
export * from './schema/events.ts';
export * from './schema/line-items.ts';
export * from './schema/lookalikes.ts';
export * from './schema/modifiers.ts';
export * from './schema/notifications.ts';
export * from './schema/planning.ts';
export * from './schema/platform.ts';
export * from './schema/polls.ts';
export * from './schema/private-pois.ts';
export * from './schema/reference.ts';
export * from './schema/report-schedules.ts';
export * from './schema/reports.ts';
export * from './schema/segment-uploads.ts';
export * from './schema/segments.ts';
export * from './schema/targeting.ts';
