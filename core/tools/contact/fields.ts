// The contact form's rules without zod (spec section 5); the schema loads on use.

export const CONTACT_MESSAGES = {
  nombre: 'El nombre debe tener al menos 2 caracteres',
  empresa: 'Escribe el nombre de la empresa',
  telefono: 'El teléfono debe tener al menos 9 dígitos',
  email: 'Escribe un correo válido, por ejemplo nombre@dominio.es',
  mensaje: 'El mensaje debe tener al menos 10 caracteres',
  tooLong: 'El texto es demasiado largo',
} as const;

export const CONTACT_LIMITS = { short: 120, telefono: 30, email: 255, mensaje: 5000 } as const;

export const CONTACT_HONEYPOT = 'website';

export const CONTACT_DEFAULTS = {
  nombre: '',
  empresa: '',
  telefono: '',
  email: '',
  mensaje: '',
  [CONTACT_HONEYPOT]: '',
};
