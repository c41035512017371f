// Route /contacto-inmobiliaria: agency collaboration page with benefits, figures and the contact form.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { CONTACT_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import ContactPitch from '../features/contact/ContactPitch';

const route = routeMeta(CONTACT_PATH);

/** The form is prerendered; its code loads on the visitor's first tap or key. */
const ContactForm = toolOnFirstInput(
  'form.contact-form',
  undefined,
  () => import('../features/contact/ContactForm'),
);

export default function Page() {
  return (
    <RoutePage route={route}>
      <div className="stack">
        <ContactPitch />
        <ContactForm />
      </div>
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);
