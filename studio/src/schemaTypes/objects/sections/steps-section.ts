// Numbered steps (a how-to).
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const stepsSection = defineType({
  name: 'stepsSection',
  title: 'Pasos',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'steps',
      title: 'Pasos',
      type: 'array',
      of: [defineArrayMember({ type: 'step' })],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Pasos' }),
  },
});
