// One yearly running cost of a let property (IBI, community, insurance...).
import { defineField, defineType } from 'sanity';

export const expenseLine = defineType({
  name: 'expenseLine',
  title: 'Gasto anual',
  type: 'object',
  fields: [
    defineField({
      name: 'concept',
      title: 'Concepto',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'amount',
      title: 'Importe anual (€)',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
  ],
  preview: { select: { title: 'concept', subtitle: 'amount' } },
});
