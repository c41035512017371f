// Site settings singleton: brand, the contact e-mail and phone shown on landing pages, social image.
import { defineField, defineType } from 'sanity';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Ajustes del sitio',
  type: 'document',
  fields: [
    defineField({
      name: 'brand',
      title: 'Marca',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'contactEmail',
      title: 'E-mail de contacto',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'contactPhone',
      title: 'Teléfono de contacto',
      description: 'Con prefijo internacional: +34 910 000 000',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ]{9,17}$/),
    }),
    defineField({
      name: 'legal',
      title: 'Titular del sitio (LSSI art. 10)',
      description: 'Se muestra en el Aviso legal y en el pie de página de todas las páginas.',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'name',
          title: 'Nombre o razón social',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'nif',
          title: 'NIF',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'address',
          title: 'Domicilio',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'email',
          title: 'E-mail',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'phone',
          title: 'Teléfono',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'socialImage',
      title: 'Imagen para redes (1200x630 PNG)',
      type: 'image',
      fields: [defineField({ name: 'alt', title: 'Texto alternativo', type: 'string' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Ajustes del sitio' }) },
});
