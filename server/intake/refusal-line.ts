// The log line of a refused form post: enough to see who is refused and why, no personal data.
import { isFormName } from '../../common/contract/form-fields';

/** What is known about a refused post when its answer is sent. */
export interface Refusal {
  status: number;
  /** The message the client was sent; it names fields, never their values. */
  reason: string;
  /** The posted form-name, which may be anything a client sent. */
  formName: string | undefined;
  clientAddress: string;
}

/**
 * One line, whatever the client sent: the reason is JSON-quoted, so a field name with a line
 * break cannot forge a second line, and only a known form-name is logged (an unknown one is
 * already quoted, shortened, in the reason).
 */
export function refusalLine({ status, reason, formName, clientAddress }: Refusal): string {
  const form = isFormName(formName) ? ` form-name=${formName}` : '';
  return `Form post refused: status=${status}${form} client=${clientAddress} reason=${JSON.stringify(reason)}`;
}
