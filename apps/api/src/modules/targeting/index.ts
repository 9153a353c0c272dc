/** A line item's targeting terms, options and summary. */
export { targetingRoutes as targetingModule } from './routes.ts';
