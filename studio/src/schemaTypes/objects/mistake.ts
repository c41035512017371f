// An investor mistake: what it is, what it costs and how to avoid it.
import { defineField, defineType } from 'sanity';

export const mistake = defineType({
  name: 'mistake',
  title: 'Error',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Error',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'En qué consiste', type: 'text', rows: 3 }),
    defineField({
      name: 'impact',
      title: 'Impacto',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'fix',
      title: 'Cómo evitarlo',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'impact' } },
});
