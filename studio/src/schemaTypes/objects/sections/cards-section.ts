// A grid of cards linking to tools and guides.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const cardsSection = defineType({
  name: 'cardsSection',
  title: 'Tarjetas',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'cards',
      title: 'Tarjetas',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Tarjetas' }),
  },
});
