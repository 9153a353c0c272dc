/** The audience planner: its option lists (docs/PLANNING.md). */
export { planningRoutes as planningModule } from './routes.ts';
