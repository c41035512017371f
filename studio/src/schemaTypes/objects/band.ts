// A range with a label and a meaning (yield bands, reference yields, expense ranges).
import { defineField, defineType } from 'sanity';

export const band = defineType({
  name: 'band',
  title: 'Rango',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'range',
      title: 'Rango',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'text', title: 'Qué significa', type: 'text', rows: 2 }),
    defineField({ name: 'source', title: 'Fuente', type: 'string' }),
  ],
  preview: { select: { title: 'label', subtitle: 'range' } },
});
