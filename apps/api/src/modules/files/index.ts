/** Stored files, served through signed short-lived URLs. */
export { fileRoutes as filesModule } from './routes.ts';
