// Let-mode figures singleton: what a seasonal or tourist let costs that a home let does not
// (furniture, supplies), and the tourist-licence status of the municipalities the editors follow.
// Read by core/let-modes.ts; every figure dated and sourced.
import { defineArrayMember, defineField, defineType } from 'sanity';

const DATE_RULE = /^\d{4}-\d{2}-\d{2}$/;

const costFields = [
  defineField({
    name: 'furniture',
    title: 'Muebles (€)',
    description: 'Lo que cuesta amueblar el piso para este alquiler, una vez.',
    type: 'number',
    validation: (rule) => rule.required().min(0),
  }),
  defineField({
    name: 'furnitureCover',
    title: 'Qué cubren los muebles',
    description: 'Se muestra bajo el campo «Muebles»: «muebles, menaje y ropa de cama…».',
    type: 'string',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'utilities',
    title: 'Suministros (€ al año)',
    type: 'number',
    validation: (rule) => rule.required().min(0),
  }),
  defineField({
    name: 'utilitiesCover',
    title: 'Qué cubren los suministros',
    description: 'Se muestra bajo el campo «Suministros»: «luz, agua e internet…».',
    type: 'string',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'source',
    title: 'Fuente',
    description: 'Quién publica la cifra, o «Estimación editorial» si es nuestra.',
    type: 'string',
    validation: (rule) => rule.required(),
  }),
  defineField({ name: 'url', title: 'Enlace a la fuente (opcional)', type: 'url' }),
  defineField({
    name: 'checked',
    title: 'Revisada el',
    description: 'AAAA-MM-DD.',
    type: 'string',
    validation: (rule) => rule.required().regex(DATE_RULE, { name: 'AAAA-MM-DD' }),
  }),
];

export const letModeFigures = defineType({
  name: 'letModeFigures',
  title: 'Alquiler turístico y de temporada',
  type: 'document',
  fields: [
    defineField({
      name: 'seasonal',
      title: 'Alquiler de temporada',
      type: 'object',
      fields: costFields,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tourist',
      title: 'Alquiler turístico',
      type: 'object',
      fields: costFields,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'licences',
      title: 'Licencias turísticas por municipio',
      description:
        'Los municipios sin fila aparecen como «sin datos». Revisa cada fila cuando el ayuntamiento o la comunidad cambien sus reglas.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'tourismLicence',
          fields: [
            defineField({
              name: 'community',
              title: 'Comunidad (código: andalucia, madrid, cataluna…)',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'municipality',
              title: 'Municipio',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'status',
              title: 'Estado',
              type: 'string',
              options: {
                list: [
                  { title: 'Nuevas licencias suspendidas', value: 'suspended' },
                  { title: 'Licencias restringidas', value: 'restricted' },
                  { title: 'Se conceden licencias', value: 'open' },
                  { title: 'Sin datos', value: 'unknown' },
                ],
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'summary',
              title: 'En una frase',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'source',
              title: 'Fuente',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Enlace a la fuente',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
            }),
            defineField({
              name: 'checked',
              title: 'Revisada el',
              description: 'AAAA-MM-DD.',
              type: 'string',
              validation: (rule) => rule.required().regex(DATE_RULE, { name: 'AAAA-MM-DD' }),
            }),
          ],
          preview: { select: { title: 'municipality', subtitle: 'status' } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Alquiler turístico y de temporada' }) },
});
