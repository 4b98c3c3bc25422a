import { QueryClient } from '@tanstack/react-query';

// The client already reports failures (toast or dialog): retrying would repeat them.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
