// A tourist let needs a licence the council may no longer grant: the editors' dated list of the
// property's community, shown with the verdict ("sin datos" where the list has none).
import * as React from 'react';
import { formatDate } from '../../../core/format';
import { LICENCE_STATUS_WORDS, licencesIn, type LetModeFigures } from '../../../core/let-modes';
import { COMMUNITY_NAMES } from '../../../core/tax/communities';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import Callout from '../../components/ui/Callout';

export const LICENCE_TEXT = {
  title: 'Licencia turística',
  intro: (community: string) =>
    `Sin licencia (o con las nuevas suspendidas) el piso no puede alquilarse por noches. Lo que sabemos de ${community}:`,
  none: (community: string) =>
    `Sin datos de los municipios de ${community}: pregunta al ayuntamiento y a la comunidad si conceden licencias nuevas antes de comprar.`,
  others: 'Otros municipios: sin datos; pregunta al ayuntamiento antes de comprar.',
  checked: (date: string) => `revisado el ${date}`,
} as const;

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
  );
}
