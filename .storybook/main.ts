import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  // The reference pages (docs/*.md) show the screenshots by the path they have beside them.
  staticDirs: [{ from: '../docs/screenshots', to: '/screenshots' }],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
