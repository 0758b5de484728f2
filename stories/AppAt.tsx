import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/routes';
import { appShellSlots } from '@/app/shell-slots';
import { ShellSlotsProvider } from '@/lib/shell-slots';

/** The top bar's controls as the composed app has them; the demo tools have stories of their own. */
const { demoTools: _demoTools, ...workbenchSlots } = appShellSlots;

/**
 * The composed app's route table in memory, opened at one URL: guards, redirects, layouts and the
 * top bar's controls as staff meet them.
 */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(new QueryClient({ defaultOptions: { queries: { retry: false } } })), { initialEntries: [path] }),
  );
  return (
    <ShellSlotsProvider slots={workbenchSlots}>
      <RouterProvider router={router} />
    </ShellSlotsProvider>
  );
}
