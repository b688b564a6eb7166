/// <reference types="astro/client" />
import { useEffect, useState } from 'react';
import { enquiryOptions } from './enquiry-options.ts';
import { ContactFields } from './ContactFields.tsx';
import { techSupportBody } from './enquiry-bodies.ts';
import { sendTechSupport } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import { lookUpLocation } from './geolocation.ts';
import { postalFilter } from './input-filters.ts';
import { MpnUpcFields } from './MpnUpcFields.tsx';
import { techSupportForm } from './enquiry-schemas.ts';
import { useEnquiryForm } from './use-schema-form.ts';
// Location autofill is configuration; without it the location fields are simply filled in by hand.
import { geolocationUrl } from '../../config/public-env.ts';

const status = createFormStatus();

type Detecting = 'idle' | 'detecting' | 'filled';

/** Tech Support form (/support): a status screen replaces it after submit. */
export default function TechSupportForm() {
  const form = useEnquiryForm('tech', techSupportForm);
  const [location, setLocation] = useState<Detecting>('idle');
  const { setValue } = form;

  useEffect(() => {
    if (!geolocationUrl) return;
    setLocation('detecting');
    void lookUpLocation(geolocationUrl).then((found) => {
      for (const [name, value] of Object.entries(found ?? {})) setValue(name, value);
      setLocation(found ? 'filled' : 'idle');
    });
  }, [setValue]);

  return (
    <EnquiryFormShell
      form={form}
      label="Tech support"
      status={status}
      send={(values, pass) => sendTechSupport(techSupportBody(values), pass)}
      onSent={() => form.reset()}
    >
      <div className="form-grid">
        <ContactFields form={form} fields={['name']} required={['name']} />
        <Field form={form} name="job" label="Job title" autoComplete="organization-title" />
        <ContactFields form={form} fields={['company', 'email', 'phone']} required={['email', 'phone']} />
        <Field
          form={form}
          name="extension"
          label="Extension"
          required
          inputMode="numeric"
          autoComplete="tel-extension"
        />
      </div>
      {location === 'detecting' && <p role="status">Detecting location</p>}
      <div className="form-grid" hidden={location === 'filled'}>
        <Field form={form} name="address" label="Address" required autoComplete="address-line1" />
        <ContactFields form={form} fields={['country']} required={['country']} />
        <Field form={form} name="state" label="State" autoComplete="address-level1" />
        <Field form={form} name="city" label="City" autoComplete="address-level2" />
        <Field form={form} name="postal" label="Postal code" filter={postalFilter} autoComplete="postal-code" />
      </div>
      <div className="form-grid">
        <MpnUpcFields form={form} />
        <Field form={form} name="clientType" label="I am a" type="select" options={enquiryOptions.techClientType} />
        <Field
          form={form}
          name="isReseller"
          label="Are you a reseller?"
          type="select"
          options={enquiryOptions.techIsReseller}
        />
      </div>
      <Field form={form} name="comment" label="Comment" type="textarea" required />
      <NewsletterOptIn form={form} />
    </EnquiryFormShell>
  );
}
