// Invitation for estate agencies to advertise or collaborate, in full, compact and sidebar sizes.
import { CONTACT_PATH } from '../../core/routes';
import * as React from 'react';
import { useReadyMark } from '../lib/ready-mark';
import { useId } from 'react';
import { Link } from 'gatsby';

export type AgencyBannerVariant = 'full' | 'compact' | 'sidebar';

/** The reply promise of spec section 9. */
const REPLY_HOURS = 24;

const TEXT = {
  title: '¿Tienes una inmobiliaria?',
  pitch:
    'Anuncia tus inmuebles y servicios donde los inversores calculan su próxima compra. Colabora con nosotros y llega a compradores cualificados que ya saben lo que buscan.',
  compact: '¿Eres una inmobiliaria? Anúnciate donde los inversores calculan su próxima compra.',
  points: [
    'Inversores cualificados con intención real de compra',
    'Visibilidad junto a las calculadoras y las guías gratuitas',
    'Formatos de publicidad y colaboración a tu medida',
  ],
  reply: `Te respondemos en menos de ${REPLY_HOURS} horas.`,
  cta: 'Contactar',
  ctaFull: 'Contactar con el equipo',
  region: 'Colaboración con inmobiliarias',
} as const;

/** The full banner's texts when the page has them from the content source (the home page). */
export interface AgencyPromo {
  heading: string;
  text: string;
  points: readonly string[];
  reply: string;
  link: { label: string; href: string };
}

const DEFAULT_PROMO: AgencyPromo = {
  heading: TEXT.title,
  text: TEXT.pitch,
  points: TEXT.points,
  reply: TEXT.reply,
  link: { label: TEXT.ctaFull, href: CONTACT_PATH },
};

export default function AgencyBanner({
  variant = 'full',
  promo = DEFAULT_PROMO,
}: {
  variant?: AgencyBannerVariant;
  promo?: AgencyPromo;
}) {
  const titleId = useId();
  const readyRef = React.useRef<HTMLElement>(null);
  useReadyMark(readyRef);

  if (variant === 'compact') {
    return (
      <aside
        ref={readyRef}
        className="agency-banner agency-banner--compact card"
        aria-label={TEXT.region}
      >
        <p>
          <strong>{TEXT.compact}</strong> {TEXT.reply}
        </p>
        <Link to={CONTACT_PATH} className="btn btn--primary">
          {TEXT.cta}
        </Link>
      </aside>
    );
  }

  if (variant === 'sidebar') {
    return (
      <aside
        ref={readyRef}
        className="agency-banner agency-banner--sidebar card"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{TEXT.title}</h2>
        <p>{TEXT.pitch}</p>
        <p>
          <strong>{TEXT.reply}</strong>
        </p>
        <Link to={CONTACT_PATH} className="btn btn--primary">
          {TEXT.cta}
        </Link>
      </aside>
    );
  }

  return (
    <section
      ref={readyRef}
      className="agency-banner agency-banner--full card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{promo.heading}</h2>
      <p className="lead">{promo.text}</p>
      <ul className="agency-banner__points">
        {promo.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        <strong>{promo.reply}</strong>
      </p>
      <Link to={promo.link.href} className="btn btn--primary">
        {promo.link.label}
      </Link>
    </section>
  );
}
