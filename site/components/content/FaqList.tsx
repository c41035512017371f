// Questions and answers as a description list (the same items feed the FAQPage JSON-LD).
import * as React from 'react';

export interface Faq {
  _key: string;
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <dl className="faq">
      {items.map((item) => (
        <div key={item._key} className="faq__item">
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
