// A rental-yield worked example computed by the site at build time.
import { defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const yieldExampleSection = defineType({
  name: 'yieldExampleSection',
  title: 'Ejemplo de rentabilidad',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'example',
      title: 'Datos del ejemplo',
      type: 'yieldExample',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Ejemplo de rentabilidad' }),
  },
});
