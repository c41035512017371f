// Site settings singleton: brand, the contact e-mail and phone shown on landing pages, the owner's
// identity, social image.
import { defineField, defineType } from 'sanity';
import {
  CONTACT_FIELDS,
  OWNER_FIELDS,
  ownerFieldProblem,
  type OwnerField,
  type OwnerIdentity,
} from '../../../../core/owner';

/**
 * One field of the owner's identity. A missing or template value is a warning here, not an error:
 * the seed publishes without an owner (a demo), and a production build refuses it (gatsby-node.ts).
 */
function ownerField(name: OwnerField, description?: string) {
  return defineField({
    name,
    title: OWNER_FIELDS[name],
    ...(description ? { description } : {}),
    type: 'string',
    validation: (rule) =>
      rule
        .custom((value: string | undefined, context) => {
          const problem = ownerFieldProblem(name, value, context.parent as OwnerIdentity);
          return problem ? `${OWNER_FIELDS[name]}: ${problem}` : true;
        })
        .warning(),
  });
}

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Ajustes del sitio',
  type: 'document',
  fields: [
    defineField({
      name: 'brand',
      title: 'Marca',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'contactEmail',
      title: CONTACT_FIELDS.contactEmail,
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'contactPhone',
      title: CONTACT_FIELDS.contactPhone,
      description:
        'Opcional. Con prefijo internacional (+34 …); vacío, el sitio no muestra teléfono.',
      type: 'string',
      validation: (rule) =>
        rule.custom((value: string | undefined) =>
          value?.trim() ? (ownerFieldProblem('phone', value) ?? true) : true,
        ),
    }),
    defineField({
      name: 'legal',
      title: 'Titular del sitio (LSSI art. 10)',
      description:
        'Se muestra en el Aviso legal, la política de privacidad y el pie de todas las páginas. Sin estos datos el sitio se presenta como demostración y la publicación en producción se detiene.',
      type: 'object',
      fields: [
        ownerField('name'),
        ownerField('nif', 'DNI, NIE o CIF: B12345678'),
        ownerField('address', 'Calle, número, código postal y localidad'),
        ownerField(
          'registry',
          'Solo si es una sociedad inscrita: Registro Mercantil, tomo, folio y hoja',
        ),
        ownerField('email'),
        ownerField('phone', 'Opcional. Con prefijo internacional (+34 …)'),
      ],
    }),
    defineField({
      name: 'socialImage',
      title: 'Imagen para redes (1200x630 PNG)',
      type: 'image',
      fields: [defineField({ name: 'alt', title: 'Texto alternativo', type: 'string' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Ajustes del sitio' }) },
});
