/**
 * @jest-environment jsdom
 */
// Share links read from the fragment; a link in the older query form is read and moved there.
import { linkQuery } from './link-params';

describe('linkQuery', () => {
  it('reads the values after the #, sending nothing to a server', () => {
    window.history.replaceState(null, '', '/rentabilidad#price=185000&monthlyRent=900');
    expect(new URLSearchParams(linkQuery()).get('price')).toBe('185000');
    expect(window.location.search).toBe('');
  });

  it('reads a link of the older query form, then leaves the address in fragment form', () => {
    window.history.replaceState(null, '', '/hipoteca?loanAmount=200000&interestRate=3,4');
    expect(new URLSearchParams(linkQuery()).get('interestRate')).toBe('3,4');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#loanAmount=200000&interestRate=3,4');
    expect(new URLSearchParams(linkQuery()).get('loanAmount')).toBe('200000');
  });

  it('an anchor of the page is not a link', () => {
    window.history.replaceState(null, '', '/guias/algo#metodo');
    expect(linkQuery()).toBe('');
  });
});
