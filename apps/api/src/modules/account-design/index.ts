/** Account design settings: the look of the console for one account, and its public logos. */
export { accountDesignRoutes as accountDesignModule } from './routes.ts';
