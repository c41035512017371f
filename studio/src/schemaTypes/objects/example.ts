// A sample listing text, grouped by what it illustrates (type of home, audience, length, contrast).
import { defineField, defineType } from 'sanity';

export const EXAMPLE_GROUPS = [
  { title: 'Ejemplo real', value: 'real' },
  { title: 'Por tipo de vivienda', value: 'tipo' },
  { title: 'Por público', value: 'publico' },
  { title: 'Por longitud', value: 'longitud' },
  { title: 'Genérico frente a específico', value: 'contraste' },
] as const;

export const example = defineType({
  name: 'example',
  title: 'Ejemplo',
  type: 'object',
  fields: [
    defineField({
      name: 'group',
      title: 'Grupo',
      type: 'string',
      options: { list: [...EXAMPLE_GROUPS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({ name: 'note', title: 'Por qué funciona', type: 'text', rows: 2 }),
    defineField({
      name: 'text',
      title: 'Texto del ejemplo',
      type: 'text',
      rows: 8,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'group' } },
});
