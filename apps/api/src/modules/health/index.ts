/** Liveness and the database check. */
export { healthRoutes as healthModule } from './routes.ts';
