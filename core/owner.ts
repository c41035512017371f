// The site owner's identity (LSSI-CE art. 10): which fields are missing or template text, so the
// footer can say "demo" and a production build can refuse to publish.

/** Sanity `siteSettings.legal`: any field may be unset. */
export interface OwnerIdentity {
  name?: string | null;
  nif?: string | null;
  address?: string | null;
  registry?: string | null;
  email?: string | null;
  phone?: string | null;
}

export type OwnerField = keyof OwnerIdentity;

export interface CompleteOwner {
  name: string;
  nif: string;
  address: string;
  email: string;
  registry?: string;
  phone?: string;
}

/** The Studio form, the legal page and the build's message use these words. */
export const OWNER_FIELDS: Record<OwnerField, string> = {
  name: 'Nombre o razón social',
  nif: 'NIF o CIF',
  address: 'Domicilio',
  registry: 'Datos registrales',
  email: 'Correo electrónico',
  phone: 'Teléfono',
};

export const CONTACT_FIELDS = {
  contactEmail: 'E-mail de contacto',
  contactPhone: 'Teléfono de contacto',
} as const;

export const DEMO_NOTICE = 'Sitio de demostración: configura los datos del titular en el Studio';

const REQUIRED: readonly OwnerField[] = ['name', 'nif', 'address', 'email'];

const PLACEHOLDER = /[<>[\]{}]|\b(?:x{3,}|lorem|ipsum|ejemplo|example|placeholder|tbd)\b/i;
const PLACEHOLDER_EMAIL = /@(?:[a-z0-9-]+\.)*(?:example|ejemplo|test|dominio)\.[a-z]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** DNI, NIE (X/Y/Z/K/L/M) or CIF with its control character. */
const NIF = /^(?:\d{8}[A-Z]|[XYZKLM]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/;
/** Sociedad anónima (A) or limitada (B): registered in the Registro Mercantil. */
const REGISTERED_COMPANY = /^[AB]\d{7}[0-9A-J]$/;

const REASONS = {
  missing: 'falta',
  placeholder: 'es un texto de ejemplo',
  nif: 'no tiene la forma de un NIF, NIE o CIF (ej.: B12345678)',
  email: 'no es una dirección de correo válida',
  phone: 'no es un número de teléfono real',
  registry: 'falta y es obligatorio para una sociedad (CIF que empieza por A o B)',
} as const;

const normalNif = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** The national part ending in six or more zeros, or one digit repeated. */
export function isPlaceholderPhone(value: string): boolean {
  const national = value.replace(/\D/g, '').replace(/^(?:00)?34(?=\d{9}$)/, '');
  return /0{6,}$/.test(national) || /^(\d)\1+$/.test(national) || national === '123456789';
}

/** Why a field cannot be published (Spanish), or undefined. */
export function ownerFieldProblem(
  field: OwnerField,
  value: string | null | undefined,
  owner: OwnerIdentity = {},
): string | undefined {
  const text = (value ?? '').trim();
  if (!text) {
    if (REQUIRED.includes(field)) return REASONS.missing;
    if (field === 'registry' && REGISTERED_COMPANY.test(normalNif(owner.nif ?? ''))) {
      return REASONS.registry;
    }
    return undefined;
  }
  if (PLACEHOLDER.test(text)) return REASONS.placeholder;
  switch (field) {
    case 'nif': {
      const nif = normalNif(text);
      if (/^[A-Z]?(\d)\1{6,}/.test(nif)) return REASONS.placeholder;
      return NIF.test(nif) ? undefined : REASONS.nif;
    }
    case 'email':
      if (PLACEHOLDER_EMAIL.test(text)) return REASONS.placeholder;
      return EMAIL.test(text) ? undefined : REASONS.email;
    case 'phone': {
      const digits = text.replace(/\D/g, '').length;
      return digits < 9 || digits > 15 || isPlaceholderPhone(text) ? REASONS.phone : undefined;
    }
    default:
      return undefined;
  }
}

export interface IdentityProblem {
  label: string;
  problem: string;
}

/** In the form's order. */
export function ownerProblems(owner: OwnerIdentity | null | undefined): IdentityProblem[] {
  const identity = owner ?? {};
  return (Object.keys(OWNER_FIELDS) as OwnerField[]).flatMap((field) => {
    const problem = ownerFieldProblem(field, identity[field], identity);
    return problem ? [{ label: OWNER_FIELDS[field], problem }] : [];
  });
}

/** Undefined while any field is incomplete (the pages show DEMO_NOTICE). */
export function completeOwner(owner: OwnerIdentity | null | undefined): CompleteOwner | undefined {
  if (!owner || ownerProblems(owner).length > 0) return undefined;
  const { name, nif, address, email, registry, phone } = owner;
  return {
    name: (name ?? '').trim(),
    nif: (nif ?? '').trim(),
    address: (address ?? '').trim(),
    email: (email ?? '').trim(),
    ...(registry?.trim() ? { registry: registry.trim() } : {}),
    ...(phone?.trim() ? { phone: phone.trim() } : {}),
  };
}

export interface IdentitySettings {
  contactEmail?: string | null;
  contactPhone?: string | null;
  legal?: OwnerIdentity | null;
}

export function identityProblems(settings: IdentitySettings | null | undefined): IdentityProblem[] {
  const contact: IdentityProblem[] = [];
  const email = ownerFieldProblem('email', settings?.contactEmail);
  if (email) contact.push({ label: CONTACT_FIELDS.contactEmail, problem: email });
  if (settings?.contactPhone?.trim()) {
    const phone = ownerFieldProblem('phone', settings.contactPhone);
    if (phone) contact.push({ label: CONTACT_FIELDS.contactPhone, problem: phone });
  }
  return [...ownerProblems(settings?.legal), ...contact];
}

/** Throws the Spanish message a production build stops with when anything is missing or template text. */
export function assertPublishableIdentity(settings: IdentitySettings | null | undefined): void {
  const problems = identityProblems(settings);
  if (problems.length === 0) return;
  throw new Error(
    [
      'No se puede publicar el sitio en producción sin los datos de su titular (LSSI-CE, art. 10).',
      'Complétalos en el Studio, en «Ajustes del sitio», y vuelve a publicar:',
      ...problems.map(({ label, problem }) => `  - ${label}: ${problem}`),
    ].join('\n'),
  );
}
