/** Reference lists (`/api/list/...`) in the reader's language. */
export { referenceRoutes as referenceModule } from './routes.ts';
