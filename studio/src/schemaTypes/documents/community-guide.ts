// The intro of one community's purchase-cost page (/gastos-compra-vivienda/<code>); the figures come from the engine.
import { defineField, defineType } from 'sanity';

/** The 19 codes of core/tax/communities.ts (the Studio does not import the site's code). */
export const COMMUNITY_OPTIONS = [
  { value: 'andalucia', title: 'Andalucía' },
  { value: 'aragon', title: 'Aragón' },
  { value: 'asturias', title: 'Asturias' },
  { value: 'baleares', title: 'Illes Balears' },
  { value: 'canarias', title: 'Canarias' },
  { value: 'cantabria', title: 'Cantabria' },
  { value: 'castilla-la-mancha', title: 'Castilla-La Mancha' },
  { value: 'castilla-leon', title: 'Castilla y León' },
  { value: 'cataluna', title: 'Cataluña' },
  { value: 'extremadura', title: 'Extremadura' },
  { value: 'galicia', title: 'Galicia' },
  { value: 'madrid', title: 'Comunidad de Madrid' },
  { value: 'murcia', title: 'Región de Murcia' },
  { value: 'navarra', title: 'Navarra' },
  { value: 'pais-vasco', title: 'País Vasco' },
  { value: 'la-rioja', title: 'La Rioja' },
  { value: 'valencia', title: 'Comunitat Valenciana' },
  { value: 'ceuta', title: 'Ceuta' },
  { value: 'melilla', title: 'Melilla' },
] as const;

const API_VERSION = '2025-01-01';

export const communityGuide = defineType({
  name: 'communityGuide',
  title: 'Gastos de compra por comunidad',
  type: 'document',
  fields: [
    defineField({
      name: 'community',
      title: 'Comunidad',
      description: 'La página se publica en /gastos-compra-vivienda/<código>. Una por comunidad.',
      type: 'string',
      options: { list: [...COMMUNITY_OPTIONS], layout: 'dropdown' },
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (!value) return true;
          const id = (context.document?._id ?? '').replace(/^drafts\./, '');
          const client = context.getClient({ apiVersion: API_VERSION });
          const others = await client.fetch<number>(
            'count(*[_type == "communityGuide" && community == $value && !(_id in [$draft, $published])])',
            { value, draft: `drafts.${id}`, published: id },
          );
          return others === 0 ? true : 'Ya hay un documento para esta comunidad';
        }),
    }),
    defineField({
      name: 'intro',
      title: 'Introducción',
      description:
        'Texto que abre la página, sin cifras: los tipos y los importes los calcula la web con sus tablas. Separa los párrafos con una línea en blanco.',
      type: 'text',
      rows: 6,
      validation: (rule) => rule.required().min(150).max(1200),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Última revisión',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { community: 'community', updatedAt: 'updatedAt' },
    prepare: ({ community, updatedAt }: { community?: string; updatedAt?: string }) => ({
      title:
        COMMUNITY_OPTIONS.find((option) => option.value === community)?.title ?? 'Sin comunidad',
      subtitle: community
        ? `/gastos-compra-vivienda/${community}${updatedAt ? ` · ${updatedAt}` : ''}`
        : '',
    }),
  },
});
