// A list of short tips.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const tipsSection = defineType({
  name: 'tipsSection',
  title: 'Consejos',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'tips',
      title: 'Consejos',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Consejos' }),
  },
});
