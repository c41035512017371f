// A section of rich text.
import { defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const textSection = defineType({
  name: 'textSection',
  title: 'Texto',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Texto' }),
  },
});
