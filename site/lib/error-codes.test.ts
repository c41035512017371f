// Which texts are machine codes, and what a code tells the visitor.
import { API_MESSAGES } from './api';
import { codeMessage, ERROR_CODE_MESSAGES, looksLikeCode } from './error-codes';

describe('looksLikeCode', () => {
  it.each([
    'rate_limited',
    'RATE_LIMITED',
    'rate-limited',
    'upstream.timeout',
    'E:429',
    'Forbidden',
  ])('%s is a code', (text) => expect(looksLikeCode(text)).toBe(true));

  it.each(['Error en el cálculo rate_limited', 'see server_error'])('"%s" carries one', (text) =>
    expect(looksLikeCode(text)).toBe(true),
  );

  it.each([
    'Has hecho demasiadas peticiones seguidas.',
    'Obligatorio.',
    'Revisa los datos enviados.',
    'Escribe un correo válido, por ejemplo nombre@dominio.es.',
  ])('"%s" is a sentence', (text) => expect(looksLikeCode(text)).toBe(false));
});

describe('codeMessage', () => {
  it('reads a code in any case and with - . : or spaces for _', () => {
    for (const code of [
      'rate_limited',
      'RATE-LIMITED',
      'rate.limited',
      'rate:limited',
      ' Rate Limited ',
    ]) {
      expect(codeMessage(code)).toBe(API_MESSAGES.tooMany);
    }
  });

  it('knows no unknown code', () => {
    expect(codeMessage('kaboom_upstream')).toBeUndefined();
    // Not an inherited property read as a code.
    expect(codeMessage('constructor')).toBeUndefined();
  });

  it('tells every code a Spanish sentence with no code in it', () => {
    for (const sentence of Object.values(ERROR_CODE_MESSAGES)) {
      expect(sentence).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].*\.$/);
      expect(looksLikeCode(sentence)).toBe(false);
    }
  });
});
