// Types a visitor's details into a rendered lead form, as a person would, finding each field by its label.
import { screen } from '@testing-library/preact';
import type userEvent from '@testing-library/user-event';

export interface Visitor {
  name: string;
  email: string;
  phone: string;
  /** The contact form's message; left untyped when absent. */
  message?: string;
}

/** Types `visitor`'s name, email and phone, and its message when it has one, into the form's required fields. */
export async function fillRequired(user: ReturnType<typeof userEvent.setup>, visitor: Visitor) {
  await user.type(screen.getByLabelText(/Full name/), visitor.name);
  await user.type(screen.getByLabelText(/^Email/), visitor.email);
  await user.type(screen.getByLabelText(/^Phone/), visitor.phone);
  if (visitor.message !== undefined) await user.type(screen.getByLabelText(/^Message/), visitor.message);
}
