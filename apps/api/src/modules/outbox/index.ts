/** The account's e-mail outbox. */
export { outboxRoutes as outboxModule } from './routes.ts';
