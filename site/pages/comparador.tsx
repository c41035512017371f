// Route /comparador: the three-property comparator with its explanation and promo.
import * as React from 'react';
import { COMPARATOR_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import Comparator from '../features/comparator/Comparator';
import ComparatorInfo from '../features/comparator/ComparatorInfo';

const route = routeMeta(COMPARATOR_PATH);

export default function Page() {
  return (
    <RoutePage route={route}>
      <Comparator />
      <ComparatorInfo />
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;
