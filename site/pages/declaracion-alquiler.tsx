// Route /declaracion-alquiler: the landlord's yearly return, property by property and contract by
// contract, kept in a file or a link from one year to the next.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { RENTAL_RETURN_PATH, routeMeta } from '../../core/routes';
import { RENTAL_RETURN_STORAGE_KEY } from '../../core/storage-keys';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { keptPart } from '../components/kept-part';

const route = routeMeta(RENTAL_RETURN_PATH);

/** The explanation below the tool is text: its code loads only for a page reached inside the site. */
const ReturnInfo = keptPart(() => import('../features/rental-return/ReturnInfo'));

/** The form is prerendered; its code and the engine load on the visitor's first tap or key. */
const RentalReturn = toolOnFirstInput(
  '.return-form form',
  RENTAL_RETURN_STORAGE_KEY,
  () => import('../features/rental-return/RentalReturn'),
);

export default function Page() {
  return (
    <RoutePage route={route}>
      <RentalReturn />
      <ReturnInfo />
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);
