// A landing or hub page built from typed sections (the union of objects/sections).
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionTypes } from '../objects/sections';
import { pageFields } from './page-fields';
import { isUniqueAcrossTypes, slugValidation, titleMax } from './slug-rules';

export const landingPage = defineType({
  name: 'landingPage',
  title: 'Página de aterrizaje',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Título (máx. 60 caracteres)',
      type: 'string',
      validation: (rule) => rule.required().max(titleMax),
    }),
    defineField({
      name: 'slug',
      title: 'Ruta',
      type: 'slug',
      options: { source: 'title', isUnique: isUniqueAcrossTypes },
      validation: slugValidation('landingPage'),
    }),
    ...pageFields(),
    defineField({
      name: 'publishedAt',
      title: 'Publicada',
      description: 'Solo en las páginas que se publican como artículo (fecha de publicación).',
      type: 'datetime',
    }),
    defineField({ name: 'modifiedAt', title: 'Modificada', type: 'datetime' }),
    defineField({
      name: 'tags',
      title: 'Etiquetas (artículos)',
      description: 'Solo en las páginas con fecha de publicación: etiquetas article:tag.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'sections',
      title: 'Secciones',
      type: 'array',
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', description: 'description' },
    // As Google shows the page: title, address and description.
    prepare: ({
      title,
      slug,
      description,
    }: {
      title?: string;
      slug?: string;
      description?: string;
    }) => ({
      title: title ?? 'Sin título',
      subtitle: slug ? `/${slug}` : 'Sin ruta',
      description: description ?? 'Sin descripción',
    }),
  },
});
