// The alerts shown when a lead cannot be sent (product rules §3.6).
import { phone } from '../content/business';

export const requestFailureMessage = `There was an error submitting your request. Please try again or call us directly at ${phone.display}.`;
export const messageFailureMessage = `There was an error submitting your message. Please try again or call us directly at ${phone.display}.`;
