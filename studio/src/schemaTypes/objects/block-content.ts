// Rich text (Portable Text) used by guide bodies, text sections and legal pages.
import { defineArrayMember, defineType } from 'sanity';

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Texto enriquecido',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Título 2', value: 'h2' },
        { title: 'Título 3', value: 'h3' },
      ],
      lists: [
        { title: 'Viñetas', value: 'bullet' },
        { title: 'Numerada', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Negrita', value: 'strong' },
          { title: 'Cursiva', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Enlace',
            fields: [
              {
                name: 'href',
                type: 'string',
                title: 'Dirección (ruta interna como /rentabilidad o https://...)',
                validation: (rule) => rule.required(),
              },
            ],
          },
        ],
      },
    }),
  ],
});
