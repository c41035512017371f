// The author of guide articles (shown in article metadata).
import { defineField, defineType } from 'sanity';

export const author = defineType({
  name: 'author',
  title: 'Autor',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'role', title: 'Cargo', type: 'string' }),
    defineField({ name: 'bio', title: 'Biografía', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'name', subtitle: 'role' } },
});
