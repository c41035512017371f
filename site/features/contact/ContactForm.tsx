// The agency contact form (spec sections 4, 5 and 8): editing, 'Enviando...', the sent screen as the
// one confirmation (no toast besides it), a failure said under the button.
import { CONTACT_API } from '../../../core/api';
import * as React from 'react';
import { useId, useState } from 'react';
import { Link } from 'gatsby';
import { CONTACT_DEFAULTS, CONTACT_HONEYPOT } from '../../../core/tools/contact/fields';
import type { ContactInput, ContactValues } from '../../../core/tools/contact/schema';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { useServerForm } from '../../lib/form/use-server-form';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { RequestFailure } from '../../components/form/RequestFailure';
import SubmitButton from '../../components/form/SubmitButton';
import TextField from '../../components/form/TextField';

const RESOLVER = lazyResolver(() =>
  import('../../../core/tools/contact/schema').then((m) => m.contactSchema),
);

const TEXT = {
  title: 'Cuéntanos qué necesitas',
  nombre: 'Nombre',
  empresa: 'Empresa',
  telefono: 'Teléfono',
  email: 'Email',
  mensaje: 'Mensaje',
  mensajePlaceholder: 'Qué inmuebles o servicios quieres anunciar, zonas, presupuesto…',
  honeypot: 'No rellenes este campo',
  submit: 'Enviar mensaje',
  sending: 'Enviando...',
  sentTitle: '¡Gracias por contactar con nosotros!',
  sentText: 'Hemos recibido tu mensaje. Nuestro equipo te contactará en las próximas 24 horas.',
  home: 'Volver al inicio',
  errorTitle: 'Error',
  errorText: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
} as const;

export default function ContactForm() {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    onSubmit,
    sent,
    sentHeadingRef,
    formState: { errors, isSubmitting },
  } = useServerForm<ContactInput, ContactValues>({
    resolver: RESOLVER,
    defaultValues: CONTACT_DEFAULTS,
    url: CONTACT_API,
    // The spec gives this form one sentence for every failure (only a lost connection differs).
    failedToast: {
      title: TEXT.errorTitle,
      fallback: TEXT.errorText,
      fixed: true,
      inline: setFailure,
    },
    thankYou: true,
  });

  if (sent) {
    return (
      <section className="card contact-sent" role="status">
        <h2 ref={sentHeadingRef} tabIndex={-1}>
          {TEXT.sentTitle}
        </h2>
        <p>{TEXT.sentText}</p>
        <Link to="/" className="btn btn--primary">
          {TEXT.home}
        </Link>
      </section>
    );
  }

  const text = (name: 'nombre' | 'empresa' | 'telefono' | 'email', type: string, auto: string) => (
    <TextField
      label={TEXT[name]}
      type={type}
      autoComplete={auto}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{TEXT.title}</h2>
      <form
        className="stack contact-form"
        noValidate
        onSubmit={(event) => {
          setFailure(undefined);
          void onSubmit(event);
        }}
      >
        <div className="grid grid--2">
          {text('nombre', 'text', 'name')}
          {text('empresa', 'text', 'organization')}
          {text('telefono', 'tel', 'tel')}
          {text('email', 'email', 'email')}
        </div>
        <TextField
          multiline
          rows={5}
          label={TEXT.mensaje}
          placeholder={TEXT.mensajePlaceholder}
          error={errors.mensaje?.message}
          {...register('mensaje')}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it and are ignored. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${id}-honeypot`}>{TEXT.honeypot}</label>
          <input
            id={`${id}-honeypot`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register(CONTACT_HONEYPOT)}
          />
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={TEXT.sending}>
          {TEXT.submit}
        </SubmitButton>
        <RequestFailure message={failure} />
        <PrivacyNotice
          purpose="responder a tu solicitud de publicidad o colaboración"
          legalBasis="tu solicitud y nuestro interés en atenderla"
        />
      </form>
    </section>
  );
}
