// A labelled link to a route of the site (/rentabilidad) or an external address.
import { defineField, defineType } from 'sanity';

export const link = defineType({
  name: 'link',
  title: 'Enlace',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Texto',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'href',
      title: 'Dirección',
      description: 'Ruta interna que empieza por / o dirección https://',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === 'string' &&
            /^(\/[a-z0-9\-/]*|https:\/\/\S+|mailto:\S+|tel:\S+)$/.test(value)
              ? true
              : 'Usa una ruta como /rentabilidad o una dirección https://',
          ),
    }),
    defineField({ name: 'description', title: 'Descripción', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
