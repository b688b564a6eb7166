import * as z from 'zod/mini';
import {
  dealerSignUpRequest,
  newsletterSignupRequest,
  pressEnquiryRequest,
  productEnquiryRequest,
  salesEnquiryRequest,
  techSupportRequest,
} from '../../api/forms.ts';
import { nonEmpty, optionalPhoneRule, phoneRule } from '../../api/rules.ts';

/**
 * The fields each enquiry form checks (forms spec section 5), taken from the contract's body of the
 * call the form posts, so the browser refuses what the server would. Fields a body has no key for
 * (a last name joined into `Name`) or checks differently on the page use the contract's rules with
 * the page's message.
 */

/** Tech support enforces only these; name, country, address and extension are marked required. */
export const techSupportForm = z.object({
  email: techSupportRequest.shape.email,
  phone: techSupportRequest.shape.phone,
  mpn: techSupportRequest.shape.mpn,
  comment: techSupportRequest.shape.comment,
});

export const salesForm = z.object({
  firstName: salesEnquiryRequest.shape.firstName,
  lastName: salesEnquiryRequest.shape.lastName,
  email: salesEnquiryRequest.shape.email,
  phone: salesEnquiryRequest.shape.phone,
  company: salesEnquiryRequest.shape.company,
  site: salesEnquiryRequest.shape.site,
  country: salesEnquiryRequest.shape.country,
});

export const pressForm = z.object({
  name: pressEnquiryRequest.shape.Name,
  company: pressEnquiryRequest.shape.Company,
  email: pressEnquiryRequest.shape.UserEmail,
  phone: pressEnquiryRequest.shape.Phone,
  inquiry: pressEnquiryRequest.shape.Question,
});

/** The general query's name is first and last joined; its phone travels in the mail body. */
export const generalQueryForm = z.object({
  firstName: dealerSignUpRequest.shape.Name,
  lastName: nonEmpty('Last name is required'),
  email: dealerSignUpRequest.shape.email,
  phone: optionalPhoneRule('Phone number should be of 10 digits'),
  inquiry: dealerSignUpRequest.shape.comments,
});

/** The body sends a blank name as null; the page asks for one. */
export const newsletterForm = z.object({
  name: nonEmpty('Name is required'),
  email: newsletterSignupRequest.shape.Email,
});

/** Product inquiry page: company and phone are required here, and the question message is spelled as the spec has it. */
export const productInquiryForm = z.object({
  firstName: productEnquiryRequest.shape.Name,
  lastName: nonEmpty('Last name is required'),
  company: nonEmpty('Company is required'),
  email: productEnquiryRequest.shape.email,
  phone: phoneRule('Number must have 10 digits'),
  question: nonEmpty('Please enter your quuestion'),
});
