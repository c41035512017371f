// Sanity Studio for the suite's editorial content: schemas, desk structure with singletons.
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './src/schemaTypes';
import { singletonTypeNames, structure } from './src/structure';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'inmocalc';
const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

export default defineConfig({
  name: 'default',
  title: 'InmoCalc',
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu: they already exist.
    templates: (templates) =>
      templates.filter(({ schemaType }) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypeNames.has(schemaType)
        ? actions.filter(
            ({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish',
          )
        : actions,
  },
});
