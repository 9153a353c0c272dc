/** A line item's hourly bid-win figures. */
export { metricRoutes as metricsModule } from './routes.ts';
