// The generator screen: form state, then result state (spec section 4); the form sends itself.
import * as React from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import GeneratorForm, { type LongTarget } from './GeneratorForm';
import { GENERATOR_FORM_TEXT } from './text';

/** The result only exists after an answer: its code loads then, not with the page. */
const GeneratorResult = lazy(() => import('./GeneratorResult'));

interface Answer {
  result: GeneratorResponse;
  target: LongTarget;
}

export default function GeneratorTool() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A new key mounts a fresh form: 'Nueva descripción' resets every field.
  const [formKey, setFormKey] = useState(0);

  // After 'Nueva descripción' the pressed button is gone: start again at the first field.
  useEffect(() => {
    if (formKey > 0) document.querySelector<HTMLElement>('.generator-form input')?.focus();
  }, [formKey]);

  const reset = () => {
    setAnswer(null);
    setFormKey((key) => key + 1);
  };

  return answer ? (
    <Suspense fallback={<p className="card generator-result">{GENERATOR_FORM_TEXT.loading}</p>}>
      <GeneratorResult result={answer.result} target={answer.target} onReset={reset} />
    </Suspense>
  ) : (
    <GeneratorForm key={formKey} onGenerated={(result, target) => setAnswer({ result, target })} />
  );
}
