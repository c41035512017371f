// A counter: a figure and what it counts.
import { defineField, defineType } from 'sanity';

export const stat = defineType({
  name: 'stat',
  title: 'Contador',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Cifra',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Qué cuenta',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});
