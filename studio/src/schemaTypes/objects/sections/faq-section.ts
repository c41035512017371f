// Frequently asked questions, also emitted as FAQPage structured data.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Preguntas frecuentes',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      title: 'Preguntas',
      type: 'array',
      of: [defineArrayMember({ type: 'faqItem' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Preguntas frecuentes' }),
  },
});
