/** Segment uploads: device-id files read into first-party segments. */
export { segmentUploadRoutes as segmentUploadsModule } from './routes.ts';
