// Why agencies should work with the suite: benefits and the figures the site can prove.
import * as React from 'react';
import { TOOL_ROUTES } from '../../../core/routes';
import { COMMUNITY_CODES } from '../../../core/tax/communities';

const BENEFITS = [
  {
    title: 'Inversores cualificados',
    text: 'Nuestros usuarios calculan rentabilidades, hipotecas e impuestos: están decidiendo una compra.',
  },
  {
    title: 'Publicidad a tu medida',
    text: 'Banners, fichas destacadas y contenidos patrocinados junto a las herramientas que más se usan.',
  },
  {
    title: 'Colaboración sin complicaciones',
    text: 'Te proponemos un plan según tu zona y tus inmuebles, sin permanencia.',
  },
] as const;

/**
 * Only figures the site can prove, counted from its own code: no audience counts or ratings, which
 * nothing measures (a deliberate difference from the spec's copy claims).
 */
const STATS = [
  {
    value: String(COMMUNITY_CODES.length),
    label: 'comunidades y ciudades autónomas con sus impuestos de compra',
  },
  {
    value: String(TOOL_ROUTES.filter((route) => route.kind === 'tool').length),
    label: 'herramientas gratuitas y sin registro',
  },
  { value: '24 h', label: 'para responderte' },
] as const;

const TEXT = { benefits: 'Por qué anunciarte con nosotros', stats: 'En cifras' } as const;

export default function ContactPitch() {
  return (
    <>
      <section aria-labelledby="contacto-ventajas">
        <h2 id="contacto-ventajas">{TEXT.benefits}</h2>
        <div className="grid">
          {BENEFITS.map((benefit) => (
            <div key={benefit.title} className="card">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="contacto-cifras">
        <h2 id="contacto-cifras">{TEXT.stats}</h2>
        <dl className="stats">
          {STATS.map((stat) => (
            <div key={stat.label} className="stats__item card">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
