import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Docs tables (attributes, properties, events, CSS properties and parts) come from the manifest
// that @custom-elements-manifest/analyzer writes from the element's JSDoc.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: { layout: 'centered', controls: { expanded: true } },
};
export default preview;
