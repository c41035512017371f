// Explanation of the mortgage figures and verdicts, related links and the agency promo.
import * as React from 'react';
import AgencyBanner from '../../components/LazyAgencyBanner';
import RelatedLinks from '../calculator/RelatedLinks';
import { ToolInfo } from '../calculator/ToolLayout';
import { MORTGAGE_INFO } from './text';

const RELATED = [
  '/calculadora-gastos-compra-vivienda',
  '/rentabilidad',
  '/comparador',
  '/herramientas-inversion-inmobiliaria',
  '/guia-inmobiliarios/errores-comunes-inversores',
] as const;

export default function MortgageInfo() {
  return (
    <ToolInfo
      aside={
        <>
          <AgencyBanner variant="sidebar" />
          <RelatedLinks paths={RELATED} />
        </>
      }
    >
      <h2>{MORTGAGE_INFO.title}</h2>
      {MORTGAGE_INFO.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3>{MORTGAGE_INFO.bandsTitle}</h3>
      <ul>
        {MORTGAGE_INFO.bands.map((band) => (
          <li key={band}>{band}</li>
        ))}
      </ul>
    </ToolInfo>
  );
}
