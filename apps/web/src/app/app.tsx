import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client.ts';
import { router } from './routes.tsx';
import { ThemeRoot } from './theme-root.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
