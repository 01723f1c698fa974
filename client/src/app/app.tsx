import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/api';
import { AppRouter } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}
