// How to use the Excel template: steps, where each figure comes from, common mistakes and a short FAQ.
import * as React from 'react';
import { Link } from 'gatsby';
import { EXCEL_GUIDE_TEXT as T } from './excel-guide-text';

export default function ExcelHowTo() {
  return (
    <div className="stack">
      <section aria-labelledby="excel-pasos">
        <h2 id="excel-pasos">{T.stepsTitle}</h2>
        <ol>
          {T.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="excel-datos">
        <h2 id="excel-datos">{T.dataTitle}</h2>
        <ul>
          {T.data.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <Link to="/calculadora-gastos-compra-vivienda">{T.costsLink}</Link>
        </p>
      </section>
      <section aria-labelledby="excel-errores">
        <h2 id="excel-errores">{T.mistakesTitle}</h2>
        <ul>
          {T.mistakes.map((mistake) => (
            <li key={mistake}>{mistake}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="excel-faq">
        <h2 id="excel-faq">{T.faqTitle}</h2>
        <dl className="faq">
          {T.faq.map((item) => (
            <div key={item.question} className="faq__item">
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
