// Counters: figures with what they count.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const statsSection = defineType({
  name: 'statsSection',
  title: 'Contadores',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'stats',
      title: 'Contadores',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Contadores' }),
  },
});
