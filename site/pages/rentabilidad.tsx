import * as React from 'react';
export default function P() {
  return <h1>Rentabilidad</h1>;
}
export const Head = () => <title>Rentabilidad</title>;
