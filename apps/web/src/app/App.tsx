import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError, isCancelled } from '../api/api-error.ts';
import { theme } from './theme.ts';
import { routes } from './routing/routes.tsx';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isCancelled(error)) return false;
  // 4xx answers do not change on retry; network blips and 5xx get one more try.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// History mode with base `/`: addresses are plain paths the server answers with the SPA.
const router = createBrowserRouter(routes, { basename: '/' });

export function App() {
  return (
    <ConfigProvider locale={ruRU} theme={theme}>
      <AntApp className="ant-app-root">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
