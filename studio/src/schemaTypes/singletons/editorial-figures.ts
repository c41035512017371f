// Editorial figures singleton: reference yields, expense ranges and tax notes, each with its source.
import { defineArrayMember, defineField, defineType } from 'sanity';

export const editorialFigures = defineType({
  name: 'editorialFigures',
  title: 'Cifras editoriales',
  type: 'document',
  fields: [
    defineField({
      name: 'referenceYields',
      title: 'Rentabilidades de referencia',
      type: 'array',
      of: [defineArrayMember({ type: 'band' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'expenseRanges',
      title: 'Rangos de gastos',
      type: 'array',
      of: [defineArrayMember({ type: 'band' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'taxNotes',
      title: 'Notas fiscales',
      type: 'array',
      of: [defineArrayMember({ type: 'band' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Cifras editoriales' }) },
});
