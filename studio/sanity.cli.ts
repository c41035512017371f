// Sanity CLI settings: project and dataset from the environment, a placeholder project offline.
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'inmocalc',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
  deployment: { autoUpdates: false },
  typegen: {
    path: '../content/**/*.ts',
    schema: 'schema.json',
    generates: '../content/sanity.types.ts',
  },
});
