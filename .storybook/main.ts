import { defineMain } from '@storybook/react-vite/node';
import remarkGfm from 'remark-gfm';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  typescript: { reactDocgen: false },
  addons: [
    // MDX alone has no GitHub-flavoured tables; the docs pages use them.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { developmentModeForBuild: false },
  // The workbench has no service worker of its own (MSW's serves it): the app's PWA build stays out.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa'))),
  }),
});
