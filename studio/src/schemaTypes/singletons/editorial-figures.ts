// Editorial figures singleton: market figures (Euríbor, bond), reference yields, expense ranges and
// tax notes, each with its source.
import { defineArrayMember, defineField, defineType } from 'sanity';

export const editorialFigures = defineType({
  name: 'editorialFigures',
  title: 'Cifras editoriales',
  type: 'document',
  fields: [
    defineField({
      name: 'marketFigures',
      title: 'Cifras de mercado',
      description:
        'Las cifras que usan las herramientas por defecto. Una función programada trae cada mes el último dato del Banco de España (como borrador que publicas tú, o publicado si así está configurado) y pasa el anterior al historial. Las páginas muestran su mes y avisan cuando tiene más de 45 días.',
      type: 'object',
      fields: [
        defineField({
          name: 'euribor12m',
          title: 'Euríbor a 12 meses (media mensual)',
          description: 'Banco de España; el índice oficial es el que publica el BOE.',
          type: 'marketFigure',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'bond10y',
          title: 'Rentabilidad del bono español a 10 años',
          description:
            'Banco de España o Tesoro Público: la referencia con la que se compara una inversión.',
          type: 'marketFigure',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'euribor12mHistory',
          title: 'Euríbor a 12 meses: valores anteriores',
          description:
            'La actualización mensual añade aquí el valor que sustituye; la página de fuentes los lista.',
          type: 'array',
          of: [defineArrayMember({ type: 'marketFigure' })],
        }),
        defineField({
          name: 'bond10yHistory',
          title: 'Bono español a 10 años: valores anteriores',
          description:
            'La actualización mensual añade aquí el valor que sustituye; la página de fuentes los lista.',
          type: 'array',
          of: [defineArrayMember({ type: 'marketFigure' })],
        }),
        defineField({
          name: 'ruleStatuses',
          title: 'Estado de los reales decretos-ley',
          description:
            'Cuando el Congreso vote la convalidación, cambia el estado: el siguiente despliegue aplica las reglas del decreto (en vigor) o deja de mostrarlas (derogado), sin tocar el código.',
          type: 'object',
          fields: [
            defineField({
              name: 'rdl29_2026',
              title:
                'Real Decreto-ley 29/2026 (reducciones del alquiler, tope del 2 %, coeficientes de plusvalía)',
              type: 'string',
              options: {
                list: [
                  { title: 'Pendiente de convalidación', value: 'pendingValidation' },
                  { title: 'Convalidado (en vigor)', value: 'inForce' },
                  { title: 'Derogado', value: 'derogated' },
                ],
                layout: 'radio',
              },
              initialValue: 'pendingValidation',
              validation: (rule) => rule.required(),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required(),
    }),
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
