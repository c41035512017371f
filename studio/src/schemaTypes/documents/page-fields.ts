// The page fields every routed document carries: what the build puts in the heading, meta tags and OG image.
import { defineArrayMember, defineField } from 'sanity';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../../../../core/content-rules';
export const headingMax = 90;
export const ogTextMax = 90;

export const pageFields = (group?: string) => [
  defineField({
    name: 'heading',
    title: 'Encabezado (h1)',
    description: 'El título visible de la página; puede ser más largo que el título del navegador.',
    type: 'string',
    ...(group ? { group } : {}),
    validation: (rule) => rule.required().max(headingMax),
  }),
  defineField({
    name: 'description',
    title: 'Descripción (70-160 caracteres)',
    description: 'Meta descripción para Google y redes, y entradilla bajo el encabezado.',
    type: 'text',
    rows: 3,
    ...(group ? { group } : {}),
    validation: (rule) => rule.required().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
  }),
  defineField({
    name: 'keywords',
    title: 'Palabras clave',
    type: 'array',
    ...(group ? { group } : {}),
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
    validation: (rule) => rule.required().min(1).unique(),
  }),
  defineField({
    name: 'ogText',
    title: 'Texto de la imagen para redes',
    description: 'Opcional: si se deja vacío, la imagen 1200x630 muestra el encabezado.',
    type: 'string',
    ...(group ? { group } : {}),
    validation: (rule) => rule.max(ogTextMax),
  }),
];
