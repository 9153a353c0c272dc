/** Polls: the account's surveys, answered or cancelled once per user, and their administration. */
export { pollRoutes as pollsModule } from './routes.ts';
