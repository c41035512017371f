// The short privacy notice under a form that collects personal data (RGPD art. 13, first layer).
import { PRIVACY_PATH } from '../../core/routes';
import * as React from 'react';
import { Link } from 'gatsby';

export function PrivacyNotice({ purpose, legalBasis }: { purpose: string; legalBasis: string }) {
  return (
    <p className="privacy-notice">
      Responsable: el titular de este sitio (ver <Link to="/aviso-legal">Aviso legal</Link>).
      Finalidad: {purpose}. Base jurídica: {legalBasis}. No cedemos tus datos a terceros salvo
      obligación legal. Puedes acceder, rectificar y suprimir tus datos, entre otros derechos:{' '}
      <Link to={PRIVACY_PATH}>política de privacidad</Link>.
    </p>
  );
}
