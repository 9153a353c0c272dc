/** The avails and reach forecast of a line item's targeting. */
export { forecastRoutes as forecastModule } from './routes.ts';
