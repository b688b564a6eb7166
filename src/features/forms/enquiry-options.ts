/**
 * Choices and defaults of the enquiry forms (forms spec section 9); the first option is the
 * default. Kept with the forms rather than in src/config so pages without a form never load them.
 */
/** The newsletter opt-in of every enquiry and product form. */
export const NEWSLETTER_LABEL = 'Yes, please send me latest information on the product.';

export const enquiryOptions = {
  techClientType: ['Reseller', 'Consultant', 'Educational Institute', 'End User', 'Other'],
  techIsReseller: ['Yes', 'No'],
  salesClientType: ['Dealer', 'End user'],
  salesReferredBy: ['Dealer', 'End User', 'Consultant', 'Website', 'Trade Show', 'Publication', 'Other'],
} as const;
