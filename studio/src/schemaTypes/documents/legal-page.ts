// A legal page (aviso legal, privacy, cookies): rich text with a last-updated date.
import { defineField, defineType } from 'sanity';
import { pageFields } from './page-fields';
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
      validation: slugValidation('legalPage'),
    }),
    ...pageFields(),
    defineField({
      name: 'updatedAt',
      title: 'Última actualización',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showOwnerIdentity',
      title: 'Mostrar los datos del titular',
      description:
        'Muestra el nombre, NIF, domicilio, e-mail y teléfono de los Ajustes del sitio (Aviso legal, LSSI art. 10).',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', updatedAt: 'updatedAt' },
    prepare: ({
      title,
      slug,
      updatedAt,
    }: {
      title?: string;
      slug?: string;
      updatedAt?: string;
    }) => ({
      title: title ?? 'Sin título',
      subtitle: `${slug ? `/${slug}` : 'Sin ruta'} · actualizada ${updatedAt ?? '—'}`,
    }),
  },
});
