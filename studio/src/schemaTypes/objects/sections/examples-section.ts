// Sample listing texts.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const examplesSection = defineType({
  name: 'examplesSection',
  title: 'Ejemplos',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'examples',
      title: 'Ejemplos',
      type: 'array',
      of: [defineArrayMember({ type: 'example' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Ejemplos' }),
  },
});
