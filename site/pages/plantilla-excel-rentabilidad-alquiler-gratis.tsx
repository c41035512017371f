// Route /plantilla-excel-rentabilidad-alquiler-gratis: download, columns, formulas, Seville example, how to use it.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { EXCEL_LANDING_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { keptPart } from '../components/kept-part';
import ExcelDownload from '../features/excel/ExcelDownload';

const route = routeMeta(EXCEL_LANDING_PATH);

// The columns, the worked example and the how-to are text: the page opened keeps the server's HTML
// and never fetches their code (nor the yield engine the example runs).
const ExcelGuide = keptPart(() => import('../features/excel/ExcelGuide'));
const ExcelHowTo = keptPart(() => import('../features/excel/ExcelHowTo'));

export default function Page() {
  return (
    <RoutePage route={route}>
      <div className="stack">
        <p>
          <ExcelDownload />
        </p>
        <ExcelGuide />
        <ExcelHowTo />
      </div>
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);
