import { submissionAck } from '../ack.ts';
import {
  dealerSignUpRequest,
  demoFormRequest,
  newsletterSignupRequest,
  postFaqRequest,
  pressEnquiryRequest,
  productEnquiryRequest,
  registerDealerRequest,
  salesEnquiryRequest,
  techSupportRequest,
} from '../forms.ts';
import { defineCall } from '../define-call.ts';

/** Form posts; every one is answered with a submission acknowledgement. */

export const DealerSignUp = defineCall({
  name: 'DealerSignUp',
  method: 'POST',
  path: '/api/EmailManagement/DealerSignUp',
  auth: 'none',
  request: dealerSignUpRequest,
  response: submissionAck,
});
export const NewsLetterSignup = defineCall({
  name: 'NewsLetterSignup',
  method: 'POST',
  path: '/api/EmailManagement/NewsLetterSignup',
  auth: 'none',
  request: newsletterSignupRequest,
  response: submissionAck,
});
export const PressEnquiry = defineCall({
  name: 'PressEnquiry',
  method: 'POST',
  path: '/api/EmailManagement/PressEnquiry',
  auth: 'none',
  request: pressEnquiryRequest,
  response: submissionAck,
});
export const SalesEnquiry = defineCall({
  name: 'SalesEnquiry',
  method: 'POST',
  path: '/api/EmailManagement/SalesEnquiry',
  auth: 'none',
  request: salesEnquiryRequest,
  response: submissionAck,
});
export const TechSupport = defineCall({
  name: 'TechSupport',
  method: 'POST',
  path: '/api/EmailManagement/TechSupport',
  auth: 'none',
  request: techSupportRequest,
  response: submissionAck,
});
export const DemoForm = defineCall({
  name: 'DemoForm',
  method: 'POST',
  path: '/api/EmailManagement/TechSupport',
  auth: 'none',
  request: demoFormRequest,
  response: submissionAck,
});
export const PostFAQ = defineCall({
  name: 'PostFAQ',
  method: 'POST',
  path: '/api/Home/PostFAQ',
  auth: 'none',
  request: postFaqRequest,
  response: submissionAck,
});
export const ProductEnquiry = defineCall({
  name: 'ProductEnquiry',
  method: 'POST',
  path: '/api/Home/ProductEnquiry',
  auth: 'none',
  request: productEnquiryRequest,
  response: submissionAck,
});
export const ProductEnquiryMail = defineCall({
  name: 'ProductEnquiryMail',
  method: 'POST',
  path: '/api/EmailManagement/ProductEnquiryMail',
  auth: 'none',
  request: productEnquiryRequest,
  response: submissionAck,
});
export const RegisterDealer = defineCall({
  name: 'RegisterDealer',
  method: 'POST',
  path: '/api/EmailManagement/RegisterDealer',
  auth: 'none',
  request: registerDealerRequest,
  response: submissionAck,
});
