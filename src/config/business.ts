/** Who the company is and how to reach it: header, footer, print sheet and mail addresses. */
export const company = {
  name: 'AVConnect Pro',
  phone: '1-888-555-0142',
  address: '4850 W Sunset Rd, Suite 120, Las Vegas, NV 89118',
  founded: 2015,
  /** Business hours; the footer writes them as `${hours}, ${hoursNote}`. */
  hours: 'Monday to Friday 6:00 am to 5:00 pm Pacific',
  hoursNote: 'closed weekends and holidays',
  printHours: 'Monday to Friday 6:00 am to 5:00 pm PST',
  /** Sales mailbox for enquiries sent from content pages (e.g. Network AV). */
  salesEmail: 'sales@example-av.com',
  helpPortalUrl: 'https://help.example-av.com',
  storeUrl: 'https://store.example-av.com',
  siteOrigin: 'https://www.example-av.com',
  /** The company's social pages, linked from the footer. */
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/example-av' },
    { name: 'YouTube', href: 'https://www.youtube.com/@example-av' },
    { name: 'Instagram', href: 'https://www.instagram.com/example_av' },
  ],
} as const;

/** Account types with their own price tier; any other value is a retail account. */
export const accountTypes = ['Dealer', 'Distributor', 'DealerInt', 'DistributorInt'] as const;
export type TierAccountType = (typeof accountTypes)[number];
