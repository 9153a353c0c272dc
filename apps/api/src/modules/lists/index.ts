/** Roles, user positions and interface languages for the forms. */
export { listRoutes as listsModule } from './routes.ts';
