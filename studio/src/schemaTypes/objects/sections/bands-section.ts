// Ranges with their meaning (yield bands, expense ranges).
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const bandsSection = defineType({
  name: 'bandsSection',
  title: 'Rangos',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'bands',
      title: 'Rangos',
      type: 'array',
      of: [defineArrayMember({ type: 'band' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Rangos' }),
  },
});
