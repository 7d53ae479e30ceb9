import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import { argTypesFromManifest, findElement, type Manifest } from './arg-types.js';

// Docs tables come from the manifest that `npm run analyze` writes from the element's JSDoc and
// types; rows are built here so that names shared by several kinds (the `score` event and
// property, the `game-over` slot and event) each keep their own row.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Padded, not centred: a centred story sits in a shrink-to-fit box.
    layout: 'padded',
    controls: { expanded: true },
    docs: {
      extractArgTypes: (tagName: string) => argTypesFromManifest(manifest as Manifest, tagName),
      extractComponentDescription: (tagName: string) => findElement(manifest as Manifest, tagName)?.description,
    },
  },
};
export default preview;
