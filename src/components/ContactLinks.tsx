import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { phoneDisplayNoWrap, site } from '../site.ts';

/** A link that writes to `email`, its envelope beside the address (or beside what is given to show it). */
export function MailLink({ email, className, children = email }: { email: string; className?: string; children?: ReactNode }) {
  return (
    <a className={className} href={`mailto:${email}`}>
      <Mail aria-hidden="true" focusable="false" />
      {children}
    </a>
  );
}

/** A link that calls the office, its handset beside the number (the site's, unless given), kept on one line. */
export function PhoneLink({ phone = { tel: site.phone.tel, display: phoneDisplayNoWrap } }: { phone?: { tel: string; display: string } }) {
  return (
    <a href={`tel:${phone.tel}`}>
      <Phone aria-hidden="true" focusable="false" />
      {phone.display}
    </a>
  );
}
