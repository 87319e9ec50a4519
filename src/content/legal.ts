/**
 * Text of the Privacy Policy and Terms of Service pages.
 * Identity values (name, e-mails, phone, address, governing law) come from `site`;
 * the pages number the sections and render headings, anchors and the contact link.
 */

import { site, officeAddressLine } from '../site.ts';

/** A block of legal text: a paragraph or a bulleted list. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface LegalSection {
  /** Stable anchor id, e.g. 'information-we-collect'. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;            // 'Privacy Policy' / 'Terms of Service'
  description: string;      // meta description, 70-160 characters
  lastUpdated: string;      // ISO date '2024-01-01' (the page shows 'Last updated January 1, 2024')
  intro: string;            // one opening paragraph
  sections: readonly LegalSection[];
}

const guaranteeDays = site.claims.guaranteeDays;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${site.name} handles information from website visitors, e-mail and phone inquiries, and calls booked through our scheduler.`,
  lastUpdated: '2024-01-01',
  intro: `This Privacy Policy explains how ${site.name} ("we", "us" or "our") handles personal information when you visit our website, contact us by e-mail or phone, or book a call through the scheduler embedded on our site. Our website is deliberately simple: it has no forms, no user accounts, no cookies of its own and no analytics, so we learn very little about you unless you choose to get in touch.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect a small amount of information, and only in the following ways:' },
        {
          kind: 'list',
          items: [
            'Information you send us. When you e-mail or phone us, we receive whatever you choose to share, such as your name, e-mail address, phone number, company, job title and the content of your message.',
            'Call bookings. When you book a call through the embedded scheduler, the scheduling provider collects the details you enter, typically your name, e-mail address, the time you choose and any answers you give, and passes them to us so we can hold the meeting.',
            'Hosting logs. Our static hosting provider automatically records technical details of each request to the website, namely the IP address, browser user agent, page requested and time, to keep the site secure and running. We do not use these logs to identify or profile visitors.',
            `Client information. If your company becomes a client, we receive the business contact details and information needed to deliver our services, which we handle under the confidentiality terms of our agreement with you.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not ask for, and ask you not to send us through the website or by e-mail, sensitive information such as Social Security numbers, financial account numbers or health information. Our website and services are intended for businesses and are not directed to children; we do not knowingly collect personal information from anyone under 16.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      blocks: [
        { kind: 'paragraph', text: 'We use the information described above only to:' },
        {
          kind: 'list',
          items: [
            'answer your questions and requests;',
            'schedule, prepare for and hold calls and meetings you book with us;',
            'propose, deliver, administer and invoice our services for clients;',
            'keep the website secure, diagnose technical problems and prevent abuse; and',
            'meet our legal, tax and accounting obligations and enforce our agreements.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use your information for advertising, automated decision-making or profiling, and we do not add you to a marketing mailing list without your consent. If you contact us, we may follow up about your inquiry; you can ask us to stop at any time.',
        },
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our book-a-call page and our contact page embed a scheduling tool operated by a third-party provider and loaded in a frame from ${site.scheduler.origin}. The frame is served directly by the provider, not by us. When the scheduler loads or you use it, the provider receives technical information such as your IP address and browser details and may set its own cookies or similar technologies. The details you enter are collected by the provider under its own privacy policy and terms, which you can read at ${site.scheduler.origin}.`,
        },
        {
          kind: 'paragraph',
          text: 'Our website also links to our profiles on LinkedIn and Twitter. These are ordinary links: nothing from those networks loads on our pages, and they learn nothing about your visit unless you click. Once you follow a link, the privacy policy of that site applies.',
        },
        {
          kind: 'paragraph',
          text: 'We are not responsible for the privacy practices of these third parties. If you prefer not to use the scheduler, you can book a call with us by e-mail or phone instead.',
        },
      ],
    },
    {
      id: 'cookies-and-tracking',
      heading: 'Cookies and Tracking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website does not set any cookies of its own and does not use analytics, advertising, tracking pixels, fingerprinting or similar technologies. We do not build profiles of visitors or follow you across other websites.',
        },
        {
          kind: 'paragraph',
          text: 'The only exception is the embedded scheduler described under Third-Party Services, whose provider may set its own cookies when the scheduler loads or when you use it. You can block or delete cookies in your browser settings; the rest of our website works without them, although blocking third-party cookies may stop the scheduler from working.',
        },
        {
          kind: 'paragraph',
          text: `Because our own website does not track visitors, it has nothing for a browser's "Do Not Track" or Global Privacy Control signal to switch off. We treat such signals as a request to opt out wherever the law gives them effect.`,
        },
      ],
    },
    {
      id: 'data-sharing-and-disclosure',
      heading: 'Data Sharing and Disclosure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information, and we do not share it for targeted or cross-context behavioral advertising. We disclose it only in these cases:',
        },
        {
          kind: 'list',
          items: [
            'to service providers that help us run our business, such as our website host, e-mail, scheduling, file storage and accounting providers, which may use it only to provide their services to us;',
            'to professional advisers, such as lawyers and accountants, who owe us duties of confidentiality;',
            'when required by law, subpoena or court order, or when reasonably necessary to protect the rights, property or safety of our business, our clients or others;',
            'in connection with a merger, acquisition or sale of all or part of our business, in which case we will require the recipient to honor this policy; and',
            'with your consent or at your direction, for example when you ask us to make an introduction.',
          ],
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data Retention',
      blocks: [
        { kind: 'paragraph', text: 'We keep personal information only as long as we need it for the purposes in this policy:' },
        {
          kind: 'list',
          items: [
            'Correspondence that does not lead to an engagement is kept for no longer than two years after our last contact, then deleted.',
            'Client contracts, invoices and related correspondence are kept for the length of the engagement and then for as long as tax, accounting and legal rules require, generally seven years.',
            'Hosting logs are kept by our hosting provider for a limited period for security and troubleshooting, then deleted or overwritten under its retention schedule.',
            'Booking details held by the scheduling provider are subject to its own retention policy; we remove past bookings from our account once they are no longer needed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can ask us to delete your information sooner, as described under Your Rights.',
        },
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use reasonable administrative, technical and physical safeguards to protect personal information. Our website is served over encrypted HTTPS connections; access to our business accounts is limited to the people who need it and protected by strong passwords and multi-factor authentication where available; and client files are kept in access-controlled systems.',
        },
        {
          kind: 'paragraph',
          text: 'No method of transmission or storage is completely secure, and ordinary e-mail is not encrypted end to end. Please do not send us sensitive information by e-mail; ask us for a secure way to share it instead. If we learn of a security incident affecting your personal information, we will notify you as required by applicable law.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      blocks: [
        { kind: 'paragraph', text: 'Depending on where you live, you may have the right to:' },
        {
          kind: 'list',
          items: [
            'know what personal information we hold about you and receive a copy of it;',
            'correct information that is inaccurate;',
            'have your information deleted, subject to legal exceptions such as records we must keep for tax purposes;',
            'opt out of the sale or sharing of your information and of targeted advertising (we do neither, but you may still ask); and',
            'exercise these rights without being treated differently for doing so.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Residents of California and of other US states with consumer privacy laws, such as Colorado, Connecticut, Indiana, Texas and Virginia, may have these rights under those laws. Some of those laws apply only to businesses above certain size thresholds, but we honor reasonable requests from anyone, wherever they live.',
        },
        {
          kind: 'paragraph',
          text: `We are based in the United States and serve clients worldwide, so information you send us is processed and stored in the United States. If you are in the European Economic Area or the United Kingdom, we rely on our legitimate interest in answering your inquiry and, for clients, on the performance of our contract with you; you also have the right to object to our processing and to complain to your local data protection authority.`,
        },
        {
          kind: 'paragraph',
          text: `To make a request, e-mail ${site.emails.general} with "Privacy request" in the subject line, or call us at ${site.phone.display}. We will confirm your identity by matching details we already hold, and respond within 45 days. You may use an authorized agent if you give them written permission. If we decline a request, we will explain why, and you may appeal by replying to our decision.`,
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time, for example if we add a new tool to our website. When we do, we will post the revised policy on this page and change the "Last updated" date. If we make a material change to how we use personal information, we will also announce it on our website, and by e-mail where we have your address and the change affects you, before it takes effect.',
        },
        {
          kind: 'paragraph',
          text: `If you have questions about this policy or how we handle your information, write to ${site.name} at ${officeAddressLine}, e-mail ${site.emails.general} or call ${site.phone.display}. You can also reach us through our contact page.`,
        },
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `Terms for using the ${site.name} website and our fractional CMO/CSO services: plans, billing, guarantee, confidentiality and liability.`,
  lastUpdated: '2024-01-01',
  intro: `These Terms of Service ("Terms") govern your use of the ${site.name} website and, unless a signed agreement says otherwise, the fractional marketing and sales leadership services we provide. In these Terms, "we", "us" and "our" mean ${site.name}, and "you" means the person using our website or the business that engages us. Please read them carefully.`,
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By using our website, booking a call or engaging us for services, you agree to these Terms and to our Privacy Policy. If you engage us on behalf of a company, you confirm that you are authorized to bind it, and "you" then refers to that company. If you do not agree, please do not use the website or our services.',
        },
        {
          kind: 'paragraph',
          text: 'If you sign a Statement of Work, master services agreement or other written agreement with us, that agreement controls wherever it conflicts with these Terms.',
        },
      ],
    },
    {
      id: 'description-of-services',
      heading: 'Description of Services',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} provides fractional Chief Marketing Officer (CMO) and Chief Sales Officer (CSO) services and related marketing and sales leadership to business-to-business (B2B) companies. Depending on your plan and scope, our services may include:`,
        },
        {
          kind: 'list',
          items: [
            'marketing and sales strategy, positioning and go-to-market planning;',
            'leadership of your marketing and sales teams, agencies and contractors;',
            'revenue operations, pipeline management and CRM process design;',
            'sales enablement, messaging and campaign planning; and',
            'reporting, forecasting and advice to founders, executives and boards.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We offer our services as monthly plans with optional add-ons. What each plan includes and its current price are shown on our website, and the exact scope of your engagement is set out in your Statement of Work. Although we may hold a title such as fractional CMO within your organization, we act as an independent contractor: no employment, partnership or joint venture is created, and we do not provide legal, tax, accounting or investment advice.',
        },
      ],
    },
    {
      id: 'use-of-the-website',
      heading: 'Use of the Website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website provides information about our services and ways to contact us. You may view it and print pages for your own internal business use. You agree not to:',
        },
        {
          kind: 'list',
          items: [
            'use the website in any way that breaks the law or infringes the rights of others;',
            'attempt to gain unauthorized access to, probe, scan or disrupt the website or its hosting, including by overloading it with automated requests;',
            'copy, scrape or republish substantial parts of our content without our written permission; or',
            'impersonate anyone, misrepresent your affiliation, or book calls in bad faith or to send unsolicited offers.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Content on our website is general information, not advice for your particular situation, and results described on it reflect past engagements rather than a promise of future results. The embedded scheduler and the sites we link to, such as LinkedIn and Twitter, are run by third parties under their own terms, and we are not responsible for them.',
        },
      ],
    },
    {
      id: 'engagements-and-statements-of-work',
      heading: 'Engagements and Statements of Work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An engagement begins when you and we sign a Statement of Work ("SOW"), or you accept our written proposal, identifying your plan, any add-ons, the scope, key deliverables, start date and fees. A call, proposal or e-mail alone does not create an engagement or an obligation on either side.',
        },
        {
          kind: 'paragraph',
          text: 'Changes to scope must be agreed in writing, and e-mail is enough. Work outside the agreed scope is quoted separately as an add-on or a change of plan before we start it.',
        },
        {
          kind: 'paragraph',
          text: 'We will perform our services in a professional and workmanlike manner consistent with generally accepted industry standards, and keep you informed of progress. Each plan provides a set level of senior time and attention per month; unused time does not carry over to later months unless your SOW says so.',
        },
      ],
    },
    {
      id: 'fees-billing-and-price-changes',
      heading: 'Fees, Billing and Price Changes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Monthly plans are billed monthly in advance. Unless your SOW states other terms, the first invoice is due before the engagement start date, and each later invoice is issued at the start of its billing cycle and due within 15 days.',
            'Recurring add-ons are billed monthly in advance with your plan; one-time add-ons and projects are billed as set out in your SOW.',
            'Fees do not include taxes or pre-approved third-party costs such as advertising spend, software subscriptions, outside contractors and travel, which you pay directly or reimburse to us at cost without markup.',
            'Overdue amounts may incur interest at 1.5% per month, or the highest rate the law allows if lower, and we may pause services if an invoice remains unpaid 15 days after we notify you that it is overdue.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Price changes. We may change our prices by giving you at least 30 days' written notice, and e-mail is enough. New prices apply from the first billing cycle that begins after the notice period ends; if you do not accept them, you may end your engagement before they take effect, as described under Termination.`,
        },
        {
          kind: 'paragraph',
          text: 'Plan changes. You may change plans at any time by written request. Upgrades take effect immediately, and we invoice the prorated difference for the rest of the current billing cycle. Downgrades take effect at the start of the next billing cycle; until then, the current plan and its fee continue.',
        },
      ],
    },
    {
      id: 'satisfaction-guarantee',
      heading: `${guaranteeDays}-Day Satisfaction Guarantee`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you are not satisfied with our services within the first ${guaranteeDays} days of your engagement, tell us in writing, by e-mail to ${site.emails.founder}, before the end of day ${guaranteeDays}, with a brief explanation. We will first offer to discuss and fix the problem; if you prefer, we will end the engagement and refund the fees you paid us for the first month.`,
        },
        {
          kind: 'list',
          items: [
            'The guarantee applies once per client, to the first month of your first engagement with us; it does not apply to renewals, plan changes or later engagements.',
            'The refund covers our fees for the first month, and any tax we charged on them, but not third-party costs or expenses already incurred on your behalf.',
            `We issue the refund to your original payment method within 14 days of your notice, and you may keep and use the work we delivered during those ${guaranteeDays} days.`,
          ],
        },
      ],
    },
    {
      id: 'client-responsibilities',
      heading: 'Client Responsibilities',
      blocks: [
        { kind: 'paragraph', text: 'Our work depends on your cooperation. You agree to:' },
        {
          kind: 'list',
          items: [
            'name a primary contact who can make decisions and give timely feedback and approvals;',
            'give us timely access to the people, data and systems, such as your CRM and marketing platforms, that we reasonably need;',
            'make sure the information and materials you give us are accurate and that you have the right to let us use them;',
            'remain responsible for final business decisions, including your products, pricing, hiring and budgets, and for making sure your marketing and sales activities comply with applicable law, including privacy, e-mail and telemarketing rules; and',
            'pay our invoices on time.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If delays or missing information on your side affect timelines or deliverables, we will tell you promptly and the affected dates will move accordingly; this is not a breach on our part.',
        },
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      blocks: [
        {
          kind: 'paragraph',
          text: `Each of us may receive non-public information from the other, such as business plans, customer lists, pipeline and financial data, pricing and methods ("Confidential Information"). The receiving party will use the other's Confidential Information only for the engagement, protect it with at least reasonable care, and share it only with people and contractors who need it for the engagement and are bound by similar duties.`,
        },
        {
          kind: 'paragraph',
          text: 'Information is not Confidential Information if it is or becomes public through no fault of the recipient, was already known to the recipient without restriction, is developed independently, or is received lawfully from someone else without a duty of confidentiality. Either party may disclose Confidential Information where the law requires, after giving the other prompt notice where lawful.',
        },
        {
          kind: 'paragraph',
          text: 'These duties last for three years after the engagement ends, and for trade secrets as long as they remain trade secrets. When the engagement ends, we will return or delete your Confidential Information on request, except copies we must keep for legal or accounting reasons or that sit in routine backups, which stay protected. If we have signed a separate non-disclosure agreement with you, its more protective terms apply.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website and its content, including text, graphics, logos and the ${site.name} name, belong to us or our licensors and are protected by intellectual property laws. Using the website gives you no rights in them beyond viewing it as described in these Terms.`,
        },
        {
          kind: 'paragraph',
          text: 'Once you have paid in full for the period in which they were created, you own the deliverables we create specifically for you under an SOW, such as strategies, plans, playbooks, messaging and reports, and we assign our rights in them to you.',
        },
        {
          kind: 'paragraph',
          text: 'We keep ownership of our pre-existing and general know-how, frameworks, templates, tools and methods, including improvements we make to them while working with you. Where they form part of a deliverable, you receive a non-exclusive, perpetual, royalty-free license to use them as part of that deliverable for your business. We may reuse our general skills and knowledge, but never your Confidential Information.',
        },
        {
          kind: 'paragraph',
          text: 'We will not name you as a client, use your logo or publish a case study about your engagement without your written permission.',
        },
      ],
    },
    {
      id: 'disclaimers-and-limitation-of-liability',
      heading: 'Disclaimers and Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website and its content are provided "as is" and "as available". Except as expressly stated in these Terms or an SOW, we make no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
        },
        {
          kind: 'paragraph',
          text: 'Marketing and sales results depend on many factors outside our control, including your market, product, pricing, team and budget. We do not guarantee any particular revenue, growth, leads or other outcome, and figures on our website describe past results, not a promise of future ones.',
        },
        {
          kind: 'paragraph',
          text: `To the fullest extent the law allows, neither party is liable to the other for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, even if told they were possible. Our total liability arising out of or relating to our services or these Terms will not exceed the fees you paid us in the three months before the event giving rise to the claim; if you have not engaged us, our total liability for your use of the website is limited to $100.`,
        },
        {
          kind: 'paragraph',
          text: 'These limits do not apply to breaches of confidentiality, to your obligation to pay fees owed, or to liability that the law does not allow to be limited, such as liability for fraud, gross negligence or willful misconduct.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      blocks: [
        {
          kind: 'paragraph',
          text: `Either of us may end an engagement for any reason by giving at least 30 days' written notice, and e-mail is enough. Services and billing continue through the notice period, and the final invoice is prorated to the termination date.`,
        },
        {
          kind: 'paragraph',
          text: 'Either of us may end an engagement immediately by written notice if the other commits a material breach and does not cure it within 15 days after receiving notice of it, or stops doing business or becomes insolvent. We may also suspend services for overdue invoices as described under Fees, Billing and Price Changes, and may block access to the website for anyone who breaches Use of the Website.',
        },
        {
          kind: 'paragraph',
          text: 'When an engagement ends, you pay fees and approved expenses through the termination date, and we deliver the work completed up to that date. If you end the engagement because of our uncured material breach, we refund any prepaid fees for services not performed. Sections that by their nature should continue, including fees owed, Confidentiality, Intellectual Property, Disclaimers and Limitation of Liability, and Governing Law and Contact, survive termination.',
        },
      ],
    },
    {
      id: 'governing-law-and-contact',
      heading: 'Governing Law and Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Terms, and any dispute arising out of them, our website or our services, are governed by the laws of the State of ${site.governingLaw}, without regard to its conflict-of-law rules. Before starting a lawsuit, each of us will first try in good faith to resolve the dispute informally for 30 days. Each party agrees to the exclusive jurisdiction and venue of the state courts located in Bartholomew County, ${site.governingLaw}.`,
        },
        {
          kind: 'paragraph',
          text: `These Terms, together with any SOW and our Privacy Policy, are the entire agreement between us about their subject. If any provision is found unenforceable, the rest remains in effect; not enforcing a provision is not a waiver of it; and you may not assign your rights without our written consent. We may update these Terms by posting a new version on this page with a new "Last updated" date; for active engagements, changes take effect from the next billing cycle after we notify you by e-mail.`,
        },
        {
          kind: 'paragraph',
          text: `${site.name} was established in ${site.established} and is based at ${officeAddressLine}. For questions about these Terms, e-mail ${site.emails.general} or call ${site.phone.display}; for questions about an engagement or contract, e-mail ${site.emails.founder}. You can also reach us through our contact page.`,
        },
      ],
    },
  ],
};
