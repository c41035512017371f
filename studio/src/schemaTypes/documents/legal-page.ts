// A legal page (aviso legal, privacy, cookies): rich text with a last-updated date.
import { defineField, defineType } from 'sanity';
import { isUniqueAcrossTypes, slugValidation, titleMax } from './slug-rules';

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Página legal',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required().max(titleMax),
    }),
    defineField({
      name: 'slug',
      title: 'Ruta',
      type: 'slug',
      options: { source: 'title', isUnique: isUniqueAcrossTypes },
      validation: slugValidation,
    }),
    defineField({
      name: 'updatedAt',
      title: 'Última actualización',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'updatedAt' } },
});
