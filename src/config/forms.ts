/** Choices and defaults of the enquiry forms (forms spec section 9). The first option is the default. */
export const enquiryOptions = {
  techClientType: ['Reseller', 'Consultant', 'Educational Institute', 'End User', 'Other'],
  techIsReseller: ['Yes', 'No'],
  salesClientType: ['Dealer', 'End user'],
  salesReferredBy: ['Dealer', 'End User', 'Consultant', 'Website', 'Trade Show', 'Publication', 'Other'],
} as const;
