// Home page singleton: hero, tool cards, guide banner, agency promo and guides section (spec section 2).
import { defineArrayMember, defineField, defineType } from 'sanity';

const heading = defineField({
  name: 'heading',
  title: 'Título',
  type: 'string',
  validation: (rule) => rule.required().max(90),
});

const cards = defineField({
  name: 'cards',
  title: 'Tarjetas',
  type: 'array',
  of: [defineArrayMember({ type: 'card' })],
  validation: (rule) => rule.required().min(1),
});

const text = defineField({
  name: 'text',
  title: 'Texto',
  type: 'text',
  rows: 3,
  validation: (rule) => rule.required(),
});

const requiredLink = (name: string, title: string) =>
  defineField({ name, title, type: 'link', validation: (rule) => rule.required() });

export const homePage = defineType({
  name: 'homePage',
  title: 'Página de inicio',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      title: 'Cabecera',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ ...heading, description: 'Es el título principal (h1) de la página.' }),
        defineField({
          name: 'subtitle',
          title: 'Subtítulo',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'links',
          title: 'Botones (el primero es el principal)',
          type: 'array',
          of: [defineArrayMember({ type: 'link' })],
          validation: (rule) => rule.required().min(1).max(3),
        }),
        defineField({
          name: 'claims',
          title: 'Frase de confianza',
          description: 'Línea bajo los botones, p. ej. número de cálculos y valoración.',
          type: 'string',
        }),
      ],
    }),
    defineField({
      name: 'tools',
      title: 'Tarjetas de herramientas',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [heading, cards],
    }),
    defineField({
      name: 'guideBanner',
      title: 'Banner de la guía',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [heading, text, requiredLink('link', 'Botón')],
    }),
    defineField({
      name: 'agencyPromo',
      title: 'Promoción para inmobiliarias',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        heading,
        text,
        defineField({
          name: 'points',
          title: 'Ventajas',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: 'reply',
          title: 'Compromiso de respuesta',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        requiredLink('link', 'Botón'),
      ],
    }),
    defineField({
      name: 'guides',
      title: 'Sección de guías',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [heading, cards],
    }),
  ],
  preview: { prepare: () => ({ title: 'Página de inicio' }) },
});
