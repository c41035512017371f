// One numbered step of a how-to (title and explanation).
import { defineField, defineType } from 'sanity';

export const step = defineType({
  name: 'step',
  title: 'Paso',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'text',
      title: 'Explicación',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
