// Small content blocks shared by guides and landing sections: buttons, steps, formulas, tips, counters.
import * as React from 'react';
import { Link } from 'gatsby';

interface LinkItem {
  _key: string;
  label: string;
  href: string;
  description?: string | null;
}

export function LinkButtons({ links }: { links: readonly LinkItem[] }) {
  return (
    <p className="content-actions">
      {links.map((link, index) =>
        link.href.startsWith('/') ? (
          <Link
            key={link._key}
            to={link.href}
            className={`btn ${index === 0 ? 'btn--primary' : 'btn--secondary'}`}
          >
            {link.label}
          </Link>
        ) : (
          <a key={link._key} href={link.href} className="btn btn--secondary">
            {link.label}
          </a>
        ),
      )}
    </p>
  );
}

export function Steps({
  steps,
}: {
  steps: readonly { _key: string; title: string; text: string }[];
}) {
  return (
    <ol className="content-steps">
      {steps.map((step) => (
        <li key={step._key}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Formulas({
  formulas,
}: {
  formulas: readonly {
    _key: string;
    name: string;
    expression: string;
    explanation?: string | null;
  }[];
}) {
  return (
    <div className="grid grid--2">
      {formulas.map((formula) => (
        <div key={formula._key} className="card formula">
          <h3>{formula.name}</h3>
          <p>
            <code>{formula.expression}</code>
          </p>
          {formula.explanation && <p>{formula.explanation}</p>}
        </div>
      ))}
    </div>
  );
}

export function Tips({ tips }: { tips: readonly string[] }) {
  return (
    <ul className="content-tips">
      {tips.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
  );
}

export function Stats({
  stats,
}: {
  stats: readonly { _key: string; value: string; label: string }[];
}) {
  return (
    <ul className="content-stats" role="list">
      {stats.map((stat) => (
        <li key={stat._key}>
          <strong>{stat.value}</strong> <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
