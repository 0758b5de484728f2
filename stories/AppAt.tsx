import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/routes';

/** The composed app's route table in memory, opened at one URL: guards, redirects and layouts as staff meet them. */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(new QueryClient({ defaultOptions: { queries: { retry: false } } })), { initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}
