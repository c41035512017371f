import * as React from 'react';
export default function Home() {
  return <h1>Hola</h1>;
}
export const Head = () => <title>{`Hola ${__SITE_URL__}`}</title>;
