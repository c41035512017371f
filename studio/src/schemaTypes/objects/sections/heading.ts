// The heading field every landing-page section starts with.
import { defineField } from 'sanity';

export const headingField = defineField({
  name: 'heading',
  title: 'Título de la sección',
  type: 'string',
  validation: (rule) => rule.required().max(90),
});

export const introField = defineField({
  name: 'intro',
  title: 'Entradilla',
  type: 'text',
  rows: 3,
});

export const headingPreview = { select: { title: 'heading' } };
