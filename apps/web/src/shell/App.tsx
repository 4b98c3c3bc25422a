import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { installFeedback } from './feedback/install-feedback.ts';
import { LocaleRoot } from './LocaleRoot.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

installFeedback();

export function App() {
  return (
    <LocaleRoot>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleRoot>
  );
}
