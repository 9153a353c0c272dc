/** Sign-in, sessions, password and second-factor flows, the profile and the look and feel. */
export { authRoutes as authModule } from './routes.ts';
