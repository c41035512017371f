// Contact block: the e-mail and phone links come from the site settings.
import { defineField, defineType } from 'sanity';
import { headingField, headingPreview, introField } from './heading';

export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contacto',
  type: 'object',
  fields: [
    headingField,
    introField,
    defineField({ name: 'text', title: 'Texto', type: 'text', rows: 2 }),
  ],
  preview: {
    ...headingPreview,
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Contacto' }),
  },
});
