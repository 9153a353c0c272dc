/** Line items: the grid, the form, state and delete. */
export { lineItemRoutes as lineItemsModule } from './routes.ts';
