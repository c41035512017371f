// Call to action: a short pitch and buttons.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Llamada a la acción',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'links',
      title: 'Botones',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Llamada a la acción' }),
  },
});
