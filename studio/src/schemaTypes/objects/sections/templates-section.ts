// Copyable listing templates, by reference.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const templatesSection = defineType({
  name: 'templatesSection',
  title: 'Plantillas',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'templates',
      title: 'Plantillas',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'listingTemplate' }] })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Plantillas' }),
  },
});
