// Formulas with their explanation.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const formulasSection = defineType({
  name: 'formulasSection',
  title: 'Fórmulas',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'formulas',
      title: 'Fórmulas',
      type: 'array',
      of: [defineArrayMember({ type: 'formula' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Fórmulas' }),
  },
});
