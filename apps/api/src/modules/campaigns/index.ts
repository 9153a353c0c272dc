/** Campaigns: the grid, the form, state and the campaign terms. */
export { campaignRoutes as campaignsModule } from './routes.ts';
