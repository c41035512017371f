// Inputs of a municipal plusvalía worked example; the site computes the tax with core at build time.
import { defineField, defineType } from 'sanity';

const euros = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => rule.required().min(0),
  });

export const plusvaliaExample = defineType({
  name: 'plusvaliaExample',
  title: 'Ejemplo de plusvalía municipal',
  type: 'object',
  fields: [
    defineField({
      name: 'city',
      title: 'Municipio',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    euros('landCadastralValue', 'Valor catastral del suelo (€)'),
    euros('totalCadastralValue', 'Valor catastral total (€)'),
    euros('purchasePrice', 'Precio de compra (€)'),
    euros('salePrice', 'Precio de venta (€)'),
    defineField({
      name: 'yearsHeld',
      title: 'Años completos de tenencia',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0).max(100),
    }),
    defineField({
      name: 'municipalRate',
      title: 'Tipo municipal (%)',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(30),
    }),
  ],
});
