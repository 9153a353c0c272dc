/** Lookalike segments: create, follow the build, activate. */
export { lookalikeRoutes as lookalikesModule } from './routes.ts';
