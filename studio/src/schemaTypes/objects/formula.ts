// A named formula with its expression and a short explanation.
import { defineField, defineType } from 'sanity';

export const formula = defineType({
  name: 'formula',
  title: 'Fórmula',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'expression',
      title: 'Expresión',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'explanation', title: 'Explicación', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'name', subtitle: 'expression' } },
});
