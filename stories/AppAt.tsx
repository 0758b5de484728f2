import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/routes';
import { appShellSlots } from '@/app/app-shell-slots';
import { ShellSlotsProvider } from '@/lib/shell-slots';

/**
 * The top bar's controls as the composed app has them. The demo tools and the live side of the
 * session (a hub connection, presence) have stories of their own; a story asks for the latter.
 */
const { demoTools: _demoTools, realtime, connectionBanner, ...workbenchSlots } = appShellSlots;

/**
 * The composed app's route table in memory, opened at one URL: guards, redirects, layouts and the
 * top bar's controls as staff meet them.
 */
export function AppAt({ path, live = false }: { path: string; live?: boolean }) {
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(new QueryClient({ defaultOptions: { queries: { retry: false } } })), { initialEntries: [path] }),
  );
  return (
    <ShellSlotsProvider slots={live ? { ...workbenchSlots, realtime, connectionBanner } : workbenchSlots}>
      <RouterProvider router={router} />
    </ShellSlotsProvider>
  );
}
