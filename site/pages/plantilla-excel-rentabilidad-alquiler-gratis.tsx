// Route /plantilla-excel-rentabilidad-alquiler-gratis: download, columns, formulas, Seville example, how to use it.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { EXCEL_LANDING_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import ExcelDownload from '../features/excel/ExcelDownload';
import ExcelGuide from '../features/excel/ExcelGuide';
import ExcelHowTo from '../features/excel/ExcelHowTo';

const route = routeMeta(EXCEL_LANDING_PATH);

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
