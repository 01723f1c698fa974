import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/api';
import { DocumentTitle } from './document-title';
import { AppRouter } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentTitle />
      <AppRouter />
    </QueryClientProvider>
  );
}
