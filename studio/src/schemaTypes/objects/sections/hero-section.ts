// Opening block of a landing page: heading, lead and call-to-action buttons.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Cabecera',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'links',
      title: 'Botones',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
    }),
    defineField({
      name: 'stats',
      title: 'Contadores',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Cabecera' }),
  },
});
