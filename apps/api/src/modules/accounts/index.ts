/** Accounts: the ones a user may switch to, switching, and the look and feel of a host. */
export { accountRoutes as accountsModule } from './routes.ts';
