/** Advertisers: the grid, the form, state and the users restricted to them. */
export { advertiserRoutes as advertisersModule } from './routes.ts';
