// A listing template readers copy with 'Copiar plantilla', with a filled-in example.
import { defineField, defineType } from 'sanity';

export const TEMPLATE_KINDS = [
  { title: 'Venta', value: 'venta' },
  { title: 'Alquiler', value: 'alquiler' },
  { title: 'Estudio', value: 'estudio' },
  { title: 'Chalet', value: 'chalet' },
  { title: 'Obra nueva', value: 'obra-nueva' },
] as const;

export const listingTemplate = defineType({
  name: 'listingTemplate',
  title: 'Plantilla de anuncio',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'kind',
      title: 'Tipo',
      type: 'string',
      options: { list: [...TEMPLATE_KINDS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Plantilla (texto que se copia)',
      description: 'Los huecos van entre corchetes: [barrio], [m²].',
      type: 'text',
      rows: 12,
      validation: (rule) => rule.required().min(80),
    }),
    defineField({ name: 'filledExample', title: 'Ejemplo relleno', type: 'text', rows: 10 }),
  ],
  preview: { select: { title: 'title', subtitle: 'kind' } },
});
