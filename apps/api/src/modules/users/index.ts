/** Users of the account: the grid, the form, state, activation links and language. */
export { userRoutes as usersModule } from './routes.ts';
