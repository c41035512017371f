// The generator screen: form state, then result state (spec section 4); the form sends itself.
import * as React from 'react';
import { useEffect, useState } from 'react';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import GeneratorForm from './GeneratorForm';
import GeneratorResult from './GeneratorResult';

export default function GeneratorTool() {
  const [result, setResult] = useState<GeneratorResponse | null>(null);
  // A new key mounts a fresh form: 'Nueva descripción' resets every field.
  const [formKey, setFormKey] = useState(0);

  // After 'Nueva descripción' the pressed button is gone: start again at the first field.
  useEffect(() => {
    if (formKey > 0) document.querySelector<HTMLElement>('.generator-form input')?.focus();
  }, [formKey]);

  const reset = () => {
    setResult(null);
    setFormKey((key) => key + 1);
  };

  return result ? (
    <GeneratorResult result={result} onReset={reset} />
  ) : (
    <GeneratorForm key={formKey} onGenerated={setResult} />
  );
}
