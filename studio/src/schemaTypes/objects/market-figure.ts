// A dated market figure (Euríbor 12M, 10-year bond): value in percent, month, source and link.
import { defineField, defineType } from 'sanity';

export const marketFigure = defineType({
  name: 'marketFigure',
  title: 'Cifra de mercado',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Valor (%)',
      description: 'En tanto por ciento, con punto decimal: 2.221 es un 2,221 %.',
      type: 'number',
      validation: (rule) => rule.required().min(-5).max(20),
    }),
    defineField({
      name: 'month',
      title: 'Mes al que corresponde',
      description: 'Año y mes, AAAA-MM: 2026-02 es febrero de 2026.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { name: 'AAAA-MM' })
          .error('Escribe el mes como AAAA-MM, por ejemplo 2026-02'),
    }),
    defineField({
      name: 'source',
      title: 'Fuente',
      description: 'Quién publica la cifra, por ejemplo «Banco de España».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Enlace a la fuente',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: {
    select: { value: 'value', month: 'month', source: 'source' },
    prepare: ({ value, month, source }: { value?: number; month?: string; source?: string }) => ({
      title: `${String(value ?? '').replace('.', ',')} % (${month ?? 'sin mes'})`,
      subtitle: source,
    }),
  },
});
