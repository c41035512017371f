// A municipal plusvalía worked example computed by the site at build time.
import { defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const plusvaliaExampleSection = defineType({
  name: 'plusvaliaExampleSection',
  title: 'Ejemplo de plusvalía',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'example',
      title: 'Datos del ejemplo',
      type: 'plusvaliaExample',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Ejemplo de plusvalía' }),
  },
});
