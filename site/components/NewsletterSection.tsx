// Newsletter sign-up (spec sections 2, 4 and 8) with double opt-in: form, pending, then a card that
// asks to confirm from the e-mail (nothing is subscribed until then) as the one confirmation; a
// failure is said under the button.
import { NEWSLETTER_SUBSCRIBE_API } from '../../core/api';
import * as React from 'react';
import { useId, useState } from 'react';
import { NEWSLETTER_CONSENT, NEWSLETTER_DEFAULTS } from '../../core/tools/newsletter/fields';
import type { NewsletterInput } from '../../core/tools/newsletter/schema';
import { lazyResolver } from '../lib/form/lazy-resolver';
import { useServerForm } from '../lib/form/use-server-form';
import { RequestFailure } from './form/RequestFailure';
import SubmitButton from './form/SubmitButton';
import { PrivacyNotice } from './PrivacyNotice';

const RESOLVER = lazyResolver(() =>
  import('../../core/tools/newsletter/schema').then((m) => m.newsletterSchema),
);

const TEXT = {
  title: 'Boletín inmobiliario',
  pitch:
    'Recibe cada semana oportunidades de inversión, análisis del mercado y consejos prácticos.',
  benefits: [
    {
      title: 'Análisis de mercado',
      text: 'Precios, alquileres y tendencias de las principales ciudades.',
    },
    {
      title: 'Consejos prácticos',
      text: 'Estrategias para invertir mejor y pagar menos impuestos.',
    },
    { title: 'Oportunidades', text: 'Zonas y operaciones con buena rentabilidad antes que nadie.' },
  ],
  emailLabel: 'Tu email',
  emailPlaceholder: 'tu@email.com',
  submit: 'Suscribirme',
  submitting: 'Suscribiendo...',
  note: '100% gratuito. Cancela cuando quieras. Sin spam.',
  thanksTitle: 'Revisa tu correo',
  thanksText:
    'Si la dirección es correcta, te llegará un correo para confirmar la suscripción. Abre el enlace que contiene en las próximas 48 horas; hasta que confirmes no te enviaremos nada. Si no lo ves, mira en la carpeta de spam.',
  errorToast: 'Error en la suscripción',
  unexpected: 'Ocurrió un error inesperado',
} as const;

export default function NewsletterSection() {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    onSubmit,
    sent,
    sentHeadingRef,
    formState: { errors, isSubmitting },
  } = useServerForm<NewsletterInput, NewsletterInput>({
    resolver: RESOLVER,
    defaultValues: NEWSLETTER_DEFAULTS,
    url: NEWSLETTER_SUBSCRIBE_API,
    // The card that asks to confirm is the one confirmation: no toast besides it.
    failedToast: { title: TEXT.errorToast, fallback: TEXT.unexpected, inline: setFailure },
    thankYou: true,
  });

  const titleId = `${id}-title`;
  const errorId = `${id}-email-error`;
  const noteId = `${id}-note`;
  const emailError = errors.email?.message;

  return (
    <section className="newsletter card" aria-labelledby={titleId}>
      {sent ? (
        <div role="status">
          <h2 id={titleId} ref={sentHeadingRef} tabIndex={-1}>
            {TEXT.thanksTitle}
          </h2>
          <p>{TEXT.thanksText}</p>
        </div>
      ) : (
        <>
          <h2 id={titleId}>{TEXT.title}</h2>
          <p className="lead">{TEXT.pitch}</p>
          <div className="grid newsletter__benefits">
            {TEXT.benefits.map((benefit) => (
              <div key={benefit.title}>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </div>
            ))}
          </div>
          <form
            className="newsletter__form"
            noValidate
            onSubmit={(event) => {
              setFailure(undefined);
              void onSubmit(event);
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-email`}>{TEXT.emailLabel}</label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={TEXT.emailPlaceholder}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${errorId} ${noteId}` : noteId}
                {...register('email')}
              />
              {emailError && (
                <p id={errorId} className="field__error">
                  {emailError}
                </p>
              )}
            </div>
            <SubmitButton busy={isSubmitting} busyLabel={TEXT.submitting}>
              {TEXT.submit}
            </SubmitButton>
            <RequestFailure title={TEXT.errorToast} message={failure} />
            <p id={noteId} className="newsletter__note">
              {TEXT.note} {NEWSLETTER_CONSENT.text}
            </p>
            <PrivacyNotice
              purpose="enviarte la newsletter hasta que te des de baja"
              legalBasis="tu consentimiento"
            />
          </form>
        </>
      )}
    </section>
  );
}
