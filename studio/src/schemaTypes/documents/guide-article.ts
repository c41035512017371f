// A guide article under /guia-inmobiliarios: body, steps, examples, templates, formulas, FAQ and more.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { pageFields } from './page-fields';
import { GUIDE_PREFIX, isUniqueAcrossTypes, slugValidation, titleMax } from './slug-rules';

const list = (name: string, title: string, type: string, group = 'content') =>
  defineField({ name, title, type: 'array', group, of: [defineArrayMember({ type })] });

export const guideArticle = defineType({
  name: 'guideArticle',
  title: 'Guía',
  type: 'document',
  groups: [
    { name: 'content', title: 'Contenido', default: true },
    { name: 'meta', title: 'Publicación' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Título (máx. 60 caracteres para móvil)',
      type: 'string',
      group: 'meta',
      validation: (rule) => rule.required().max(titleMax),
    }),
    defineField({
      name: 'slug',
      title: 'Ruta',
      type: 'slug',
      group: 'meta',
      options: { source: 'title', isUnique: isUniqueAcrossTypes },
      description: `Empieza por ${GUIDE_PREFIX}/ (ej.: ${GUIDE_PREFIX}/mi-guia).`,
      validation: slugValidation('guideArticle'),
    }),
    ...pageFields('meta'),
    defineField({
      name: 'order',
      title: 'Orden en la guía',
      description: 'Define los enlaces anterior y siguiente.',
      type: 'number',
      group: 'meta',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'excerpt',
      title: 'Resumen',
      type: 'text',
      rows: 3,
      group: 'meta',
      validation: (rule) => rule.required().max(220),
    }),
    defineField({
      name: 'author',
      title: 'Autor',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'meta',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'reviewedBy',
      title: 'Revisado por',
      description:
        'La persona que ha revisado la guía (por ejemplo, un asesor fiscal): se muestra «Revisado por … el …». Déjalo vacío si nadie la ha revisado; la guía se firma entonces solo con el autor.',
      type: 'object',
      group: 'meta',
      fields: [
        defineField({
          name: 'name',
          title: 'Nombre',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'role',
          title: 'Cargo o titulación',
          description: 'Por ejemplo: «asesor fiscal colegiado».',
          type: 'string',
        }),
      ],
    }),
    defineField({
      name: 'reviewedAt',
      title: 'Fecha de la revisión',
      type: 'date',
      group: 'meta',
      validation: (rule) =>
        rule.custom((value, context) => {
          const reviewer = (context.document as { reviewedBy?: { name?: string } } | undefined)
            ?.reviewedBy?.name;
          if (reviewer && !value) return 'Indica cuándo se revisó la guía';
          if (!reviewer && value) return 'Indica quién la revisó, o borra la fecha';
          return true;
        }),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publicado',
      type: 'datetime',
      group: 'meta',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'modifiedAt',
      title: 'Modificado',
      type: 'datetime',
      group: 'meta',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const published = (context.document as { publishedAt?: string } | undefined)?.publishedAt;
          return !value || !published || value >= published
            ? true
            : 'La fecha de modificación no puede ser anterior a la de publicación';
        }),
    }),
    defineField({
      name: 'tags',
      title: 'Etiquetas',
      type: 'array',
      group: 'meta',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    list('steps', 'Pasos', 'step'),
    list('examples', 'Ejemplos', 'example'),
    defineField({
      name: 'templates',
      title: 'Plantillas',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'listingTemplate' }] })],
    }),
    list('formulas', 'Fórmulas', 'formula'),
    defineField({
      name: 'workedExample',
      title: 'Ejemplo resuelto de rentabilidad',
      type: 'yieldExample',
      group: 'content',
    }),
    list('mistakes', 'Errores', 'mistake'),
    defineField({ name: 'caseStudy', title: 'Caso práctico', type: 'caseStudy', group: 'content' }),
    list('faq', 'Preguntas frecuentes', 'faqItem'),
    defineField({
      name: 'tips',
      title: 'Consejos',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
    }),
    list('relatedLinks', 'Enlaces relacionados', 'link'),
  ],
  orderings: [{ title: 'Orden', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      order: 'order',
      description: 'description',
      publishedAt: 'publishedAt',
    },
    // As the guide index and Google show it: place, title, address and description.
    prepare: ({
      title,
      slug,
      order,
      description,
      publishedAt,
    }: {
      title?: string;
      slug?: string;
      order?: number;
      description?: string;
      publishedAt?: string;
    }) => ({
      title: `${order ?? '?'}. ${title ?? 'Sin título'}`,
      subtitle: `${slug ? `/${slug}` : 'Sin ruta'}${publishedAt ? '' : ' · sin fecha de publicación'}`,
      description: description ?? 'Sin descripción',
    }),
  },
});
