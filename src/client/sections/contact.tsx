import { Download, Mail, MapPin, Network, Phone } from 'lucide-react';
import { contact } from '../../../content/contact';
import { profile } from '../../../content/profile';
import { ExternalLink } from '../components/ui/external-link';
import { SectionHeader } from '../components/ui/section-header';
import { ContactForm } from '../features/contact/contact-form';

const rowClass =
  'flex items-center gap-3 text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-accent-400';

export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader id="contact-title" eyebrow="Contact" title="Let's Connect" intro={profile.seeking} />
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div className="space-y-8">
            <ul className="space-y-4">
              <li>
                <a href={`mailto:${contact.email}`} className={rowClass}>
                  <Mail aria-hidden="true" className="h-5 w-5" /> {contact.email}
                </a>
              </li>
              <li>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={rowClass}>
                  <Phone aria-hidden="true" className="h-5 w-5" /> {contact.phone}
                </a>
              </li>
              <li>
                <ExternalLink href={contact.linkedinUrl} className={rowClass}>
                  <Network aria-hidden="true" className="h-5 w-5" /> LinkedIn profile
                </ExternalLink>
              </li>
              <li>
                <ExternalLink
                  href={contact.locationMapUrl}
                  className={rowClass}
                  aria-label={`${contact.location}: show on a map`}
                >
                  <MapPin aria-hidden="true" className="h-5 w-5" /> {contact.location}
                </ExternalLink>
              </li>
            </ul>
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">Opportunities I'm seeking</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
                {contact.opportunities.map((opportunity) => (
                  <li key={opportunity}>{opportunity}</li>
                ))}
              </ul>
            </div>
            <a
              href="/downloads/resume.docx"
              download
              data-track="resume"
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Download aria-hidden="true" className="h-5 w-5" /> Download Resume (Word)
            </a>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="mb-6 text-xl font-semibold text-slate-900 dark:text-white">Send a Message</h3>
            <div data-island="contact">
              <ContactForm />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
