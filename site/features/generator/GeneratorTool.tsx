// The generator screen: form state, then result state (spec section 4), with its toasts.
import * as React from 'react';
import { useEffect, useState } from 'react';
import type { GeneratorResponse, GeneratorValues } from '../../../core/tools/generator/schema';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/notify';
import { notifyRequestError } from '../../lib/request-error';
import GeneratorForm from './GeneratorForm';
import GeneratorResult from './GeneratorResult';

const GENERATE_URL = '/api/generate-description';

const TEXT = {
  successTitle: '¡Descripción generada con éxito!',
  successText: 'Tu descripción está lista para usar',
  errorTitle: 'Error al generar descripción',
  unexpected: 'Ocurrió un error inesperado',
} as const;

export default function GeneratorTool() {
  const [result, setResult] = useState<GeneratorResponse | null>(null);
  // A new key mounts a fresh form: 'Nueva descripción' resets every field.
  const [formKey, setFormKey] = useState(0);

  const generate = async (values: GeneratorValues) => {
    try {
      const res = await apiRequest('POST', GENERATE_URL, values);
      setResult((await res.json()) as GeneratorResponse);
      notify({ title: TEXT.successTitle, description: TEXT.successText });
    } catch (error) {
      notifyRequestError(error, { title: TEXT.errorTitle, fallback: TEXT.unexpected });
    }
  };

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
    <GeneratorForm key={formKey} onGenerate={generate} />
  );
}
