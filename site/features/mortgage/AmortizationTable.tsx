// The amortisation schedule as a table by year, each year expandable to its months.
import * as React from 'react';
import { useId, useState } from 'react';
import type { LoanSchedule, ScheduleRow } from '../../../core/tools/mortgage/schedule';
import { formatEurosCents } from '../../../core/format';
import Table from '../../components/ui/Table';
import { TABLE_TEXT as TEXT } from './results-text';

function Cells({ row }: { row: ScheduleRow }) {
  return (
    <>
      <td>{formatEurosCents(row.payment)}</td>
      <td>{formatEurosCents(row.interest)}</td>
      <td>{formatEurosCents(row.principal)}</td>
      <td>{formatEurosCents(row.balance)}</td>
    </>
  );
}

export default function AmortizationTable({ schedule }: { schedule: LoanSchedule }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  return (
    <section className="card amortization" aria-labelledby={titleId}>
      <h3 id={titleId}>{TEXT.title}</h3>
      <Table caption={TEXT.caption}>
        <thead>
          <tr>
            <th scope="col">{TEXT.period}</th>
            <th scope="col">{TEXT.payment}</th>
            <th scope="col">{TEXT.interest}</th>
            <th scope="col">{TEXT.principal}</th>
            <th scope="col">{TEXT.balance}</th>
          </tr>
        </thead>
        {schedule.years.map((year) => {
          const expanded = open.has(year.period);
          const groupId = `${baseId}-year-${year.period}`;
          return (
            <tbody key={year.period} id={groupId}>
              <tr className="amortization__year">
                <th scope="row">
                  <button
                    type="button"
                    className="btn btn--secondary amortization__toggle"
                    aria-expanded={expanded}
                    aria-controls={groupId}
                    aria-label={TEXT.showMonths(year.period)}
                    onClick={() => toggle(year.period)}
                  >
                    <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                    {TEXT.year(year.period)}
                  </button>
                </th>
                <Cells row={year} />
              </tr>
              {expanded &&
                schedule.months
                  .filter((month) => Math.ceil(month.period / 12) === year.period)
                  .map((month) => (
                    <tr key={month.period} className="amortization__month">
                      <th scope="row">{TEXT.month(month.period)}</th>
                      <Cells row={month} />
                    </tr>
                  ))}
            </tbody>
          );
        })}
      </Table>
    </section>
  );
}
