/** The activity log of every buying object. */
export { activityLogRoutes as activityLogModule } from './routes.ts';
