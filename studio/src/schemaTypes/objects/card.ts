// A card linking to a page or tool, with an optional button label.
import { defineField, defineType } from 'sanity';

export const card = defineType({
  name: 'card',
  title: 'Tarjeta',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Texto',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Ruta',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/[a-z0-9\-/]*$/),
    }),
    defineField({ name: 'cta', title: 'Botón', type: 'string' }),
  ],
  preview: { select: { title: 'title', subtitle: 'href' } },
});
