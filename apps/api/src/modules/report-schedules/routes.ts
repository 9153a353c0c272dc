import {
  REPORT_SCHEDULE_API,
  REPORT_SCHEDULER_TYPES,
  reportScheduleBulkSchema,
  reportSchedulePatchSchema,
  reportScheduleRequestSchema,
  reportScheduleRunSchema,
  reportScheduleSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { scheduleListSpec } from './list-spec.ts';
import {
  createSchedule,
  deleteSchedule,
  deleteSchedules,
  findSchedule,
  scheduleRuns,
  setScheduleActive,
  updateSchedule,
} from './service.ts';

const DEFINITION_RULES =
  'The report definition follows the rules of a report request (422 with the same keys, 404 for ids ' +
  'of the filters outside the account); recipients are trimmed, lower-cased and kept once over To, ' +
  'Cc and Bcc, with at least one in To (or `include_account_email`); `weekday` (1 Monday … 7 Sunday) ' +
  'is needed weekly and `month_day` (1–31, the last day of shorter months) monthly; `hour` is read in ' +
  '`schedule_time_zone` (IANA), across daylight-saving changes without skipping or doubling a run. ' +
  'A window with no run left is 422 `report_schedule.no_run_left`.';

/** Scheduled reports (docs/REPORTS.md#schedules). */
export const reportScheduleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'report schedules');

  route.get(REPORT_SCHEDULE_API.types, {
    access: 'Report:schedule_index',
    summary: 'Frequencies a schedule may have (`scheduler_type`)',
    response: z.array(z.enum(REPORT_SCHEDULER_TYPES)),
    handler: () => [...REPORT_SCHEDULER_TYPES],
  });

  route.list(REPORT_SCHEDULE_API.list, {
    access: 'Report:schedule_index',
    summary:
      'Scheduled reports (modes paginated, list, all, download); filters email_subject, scheduler_type, start_date, end_date (the schedule window), status (pending, fail, active, inactive), user_id',
    item: reportScheduleSchema,
    handler: listHandler(deps.db, scheduleListSpec),
  });

  route.post(REPORT_SCHEDULE_API.list, {
    access: 'Report:schedule_create',
    summary: 'Schedule a report by e-mail; it starts `active` with its first run planned',
    description: DEFINITION_RULES,
    body: reportScheduleRequestSchema,
    response: reportScheduleSchema,
    message: 'report_schedule.created',
    handler: ({ body, user }) => createSchedule(deps, user, body),
  });

  route.get(REPORT_SCHEDULE_API.one, {
    access: 'Report:schedule_show',
    summary: 'One scheduled report',
    response: reportScheduleSchema,
    handler: ({ params, user }) => findSchedule(deps, user, params.id),
  });

  route.put(REPORT_SCHEDULE_API.one, {
    access: 'Report:schedule_update',
    summary: 'Replace a scheduled report; a failed one becomes active again, its next run planned from now',
    description: DEFINITION_RULES,
    body: reportScheduleRequestSchema,
    response: reportScheduleSchema,
    message: 'report_schedule.updated',
    handler: ({ params, body, user }) => updateSchedule(deps, user, params.id, { whole: body }),
  });

  route.patch(REPORT_SCHEDULE_API.one, {
    access: 'Report:schedule_update',
    summary: 'Change some fields of a scheduled report; the result is checked as a whole',
    description: DEFINITION_RULES,
    body: reportSchedulePatchSchema,
    response: reportScheduleSchema,
    message: 'report_schedule.updated',
    handler: ({ params, body, user }) =>
      updateSchedule(deps, user, params.id, { patch: body as Record<string, unknown> }),
  });

  route.delete(REPORT_SCHEDULE_API.one, {
    access: 'Report:schedule_delete',
    summary: 'Delete a scheduled report and its run history (the reports it sent stay)',
    response: reportScheduleSchema,
    message: 'report_schedule.deleted',
    handler: ({ params, user }) => deleteSchedule(deps, user, params.id),
  });

  route.put(REPORT_SCHEDULE_API.setActive, {
    access: 'Report:active_scheduler',
    summary: 'Switch a scheduled report on (1) or off (0); 409 while pending or failed',
    response: reportScheduleSchema,
    message: 'report_schedule.updated',
    errors: [409],
    handler: ({ params, user }) => setScheduleActive(deps, user, params.id, params.active),
  });

  route.delete(REPORT_SCHEDULE_API.bulk, {
    access: 'Report:schedule_delete',
    summary: 'Delete several scheduled reports: all of them, or none (404 naming those not found)',
    body: reportScheduleBulkSchema,
    response: z.object({ deleted: z.number().int() }),
    message: 'report_schedule.deleted',
    handler: ({ body, user }) => deleteSchedules(deps, user, body.ids),
  });

  route.get(REPORT_SCHEDULE_API.runs, {
    access: 'Report:schedule_show',
    summary: 'Run history of a scheduled report, newest first: when, outcome, rows, size, recipients, reason',
    response: z.array(reportScheduleRunSchema),
    handler: ({ params, user }) => scheduleRuns(deps, user, params.id),
  });
};
