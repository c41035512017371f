// The rates a community applies on the build day: general rates in a table, reduced rates with their conditions.
import * as React from 'react';
import type { Cited, CommunityPageContext } from '../../../core/community-page-types';
import Table from '../../components/ui/Table';
import { formatDate } from '../../../core/format';
import { SOURCES_LABEL, SOURCES_PATH } from '../../../core/routes';
import { COMMUNITY_TEXT as T } from './text';

/** The link to the official text, then what is still pending ("pendiente de confirmar" and why). */
function Source({ entry }: { entry: Cited }) {
  const link = <a href={entry.source}>{T.source}</a>;
  if (!entry.pending)
    return (
      <>
        {link} ({T.confidence[entry.confidence]})
      </>
    );
  return (
    <>
      {link}{' '}
      <span className="community-pending">
        ({T.pending}: {entry.pending})
      </span>
    </>
  );
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function Since({ entry }: { entry: Cited }) {
  return <time dateTime={entry.validFrom}>{formatDate(entry.validFrom)}</time>;
}

export default function RatesInForce({ page }: { page: CommunityPageContext }) {
  const reduced = page.taxes.flatMap((tax) => tax.reduced.map((rule) => ({ tax: tax.tax, rule })));
  // Two taxes may share a note (Canarias: the same budget law for ITP and IGIC): shown once.
  const notes = [...new Set(page.taxes.flatMap((tax) => tax.notes))];
  return (
    <>
      <p>{T.ratesIntro}</p>
      <Table className="community-rates" caption={T.generalCaption(page.inText)}>
        <thead>
          <tr>
            <th scope="col">{T.colTax}</th>
            <th scope="col">{T.colAppliesTo}</th>
            <th scope="col">{T.colGeneral}</th>
            <th scope="col">{T.colSince}</th>
            <th scope="col">{T.colSource}</th>
          </tr>
        </thead>
        <tbody>
          {page.taxes.map((tax) => (
            <tr key={tax.tax}>
              <th scope="row">{tax.tax}</th>
              <td>{tax.appliesTo}</td>
              <td>{tax.general.text}</td>
              <td>
                <Since entry={tax.general} />
              </td>
              <td>
                <Source entry={tax.general} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        {T.allSources} <a href={`${SOURCES_PATH}#${page.code}`}>{SOURCES_LABEL}</a>.
      </p>
      <h3>{T.reducedTitle}</h3>
      {reduced.length === 0 ? (
        <p>{T.reducedNone(page.inText)}</p>
      ) : (
        <>
          <p>{T.reducedIntro}</p>
          <ul className="community-reduced">
            {reduced.map(({ tax, rule }) => (
              <li key={`${tax}-${rule.label}-${rule.validFrom}`}>
                <strong>
                  {tax} {rule.rate}
                </strong>
                : {capitalise(rule.label)}.
                <br />
                {T.checks}: {rule.conditions.join(', ')}.
                {rule.assumptions.length > 0 && (
                  <>
                    {' '}
                    {T.assumes}: {rule.assumptions.join('; ')}.
                  </>
                )}
                <br />
                <span className="community-meta">
                  {T.sinceCap} <Since entry={rule} /> · <Source entry={rule} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {notes.length > 0 && (
        <>
          <h3>{T.notesTitle}</h3>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
