// Inputs of a rental-yield worked example; the site computes the results with core at build time.
import { defineField, defineType } from 'sanity';

export const yieldExample = defineType({
  name: 'yieldExample',
  title: 'Ejemplo de rentabilidad',
  type: 'object',
  description: 'Solo los datos: las rentabilidades se calculan al construir la web.',
  fields: [
    defineField({ name: 'title', title: 'Título', type: 'string' }),
    defineField({
      name: 'purchasePrice',
      title: 'Precio de compra (€)',
      type: 'number',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'purchaseCostsPercent',
      title: 'Gastos de compra (% del precio)',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(30),
    }),
    defineField({
      name: 'monthlyRent',
      title: 'Alquiler mensual (€)',
      type: 'number',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'annualExpenses',
      title: 'Gastos anuales',
      type: 'array',
      of: [{ type: 'expenseLine' }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});
