// A tourist let needs a licence the council may no longer grant: the editors' dated list of the
// property's community, shown with the verdict ("sin datos" where the list has none).
import * as React from 'react';
import { formatDate } from '../../../core/format';
import { LICENCE_STATUS_WORDS, licencesIn, type LetModeFigures } from '../../../core/let-modes';
import { COMMUNITY_NAMES } from '../../../core/tax/communities';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import Callout from '../../components/ui/Callout';
import { formatEuros } from '../../../core/format';
import { vatYear1, TOURIST_VAT_SOURCE } from '../../../core/tools/investment-analysis/tourist-vat';

export const LICENCE_TEXT = {
  title: 'Licencia turística',
  intro: (community: string) =>
    `Sin licencia (o con las nuevas suspendidas) el piso no puede alquilarse por noches. Lo que sabemos de ${community}:`,
  none: (community: string) =>
    `Sin datos de los municipios de ${community}: pregunta al ayuntamiento y a la comunidad si conceden licencias nuevas antes de comprar.`,
  others: 'Otros municipios: sin datos; pregunta al ayuntamiento antes de comprar.',
  checked: (date: string) => `revisado el ${date}`,
} as const;

/** With hotel-type services: year 1's VAT, charged, deducted and paid, and why it is no income. */
function VatNote({ analysis }: { analysis: AnalysisResult }) {
  const vat = vatYear1(analysis.input);
  if (!vat) return null;
  return (
    <div className="analysis-block" data-result="vat.payableYear1" data-value={vat.payable}>
      <h3>IVA del alquiler turístico (año 1)</h3>
      <p>
        Con servicios de tipo hotelero cobras a los huéspedes un 10 % de IVA:{' '}
        {formatEuros(vat.charged)} el primer año, que no es ingreso tuyo (lo ingresas en Hacienda).
        A cambio deduces el IVA de la limpieza, la plataforma y los suministros (
        {formatEuros(vat.deducted)}): pagas {formatEuros(vat.payable)} con el modelo 303, y el
        análisis cuenta los ingresos y esos gastos sin IVA (
        <a href={TOURIST_VAT_SOURCE.url} rel="noopener noreferrer" target="_blank">
          {TOURIST_VAT_SOURCE.citation}
        </a>
        ).
      </p>
    </div>
  );
}

export default function LicenceNote({
  analysis,
  figures,
}: {
  analysis: AnalysisResult;
  figures: LetModeFigures;
}) {
  const { input } = analysis;
  if (input.letting !== 'tourist') return null;
  const community = COMMUNITY_NAMES[input.community];
  const rows = licencesIn(input.community, figures);
  return (
    <>
      <div
        data-warning="tourismLicence"
        data-result="tourismLicence"
        data-value={rows[0]?.status ?? 'unknown'}
      >
        <Callout tone="warning" title={LICENCE_TEXT.title}>
          {rows.length === 0 ? (
            <p>{LICENCE_TEXT.none(community)}</p>
          ) : (
            <>
              <p>{LICENCE_TEXT.intro(community)}</p>
              <ul>
                {rows.map((row) => (
                  <li key={row.municipality} data-licence={row.status}>
                    <strong>
                      {row.municipality}: {LICENCE_STATUS_WORDS[row.status]}.
                    </strong>{' '}
                    {row.summary} (
                    <a href={row.url} rel="noopener noreferrer" target="_blank">
                      {row.source}
                    </a>
                    ; {LICENCE_TEXT.checked(formatDate(row.checked))}).
                  </li>
                ))}
              </ul>
              <p>{LICENCE_TEXT.others}</p>
            </>
          )}
        </Callout>
      </div>
      <VatNote analysis={analysis} />
    </>
  );
}
