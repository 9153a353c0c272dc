/** The audience planner: its option lists and analyses (docs/PLANNING.md). */
export { planningRoutes as planningModule } from './routes.ts';
