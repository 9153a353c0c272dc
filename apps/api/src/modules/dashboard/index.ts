/** The account dashboard: delivery totals, top objects and the trend. */
export { dashboardRoutes as dashboardModule } from './routes.ts';
