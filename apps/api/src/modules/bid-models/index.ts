/** Bid models: the grid, create, the metrics list and the form's option list. */
export { bidModelRoutes as bidModelsModule } from './routes.ts';
