import type { ApiResponse } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { signInHandoff } from '../../../lib/sign-in-handoff';
import { useRedirectAfterSuccess } from './use-redirect-after';

type SignUpValues = Record<string, string | boolean> & { email: string };

interface SignUpOptions<Values extends SignUpValues> {
  initial: Values;
  validate: (values: Values) => FormErrors<Values>;
  /** Sends the registration, built from the values as typed. */
  register: (values: Values) => Promise<ApiResponse<unknown>>;
  texts: {
    success: string;
    /** For a refusal without the API's own sentence (every API error carries one; a proxy's page does not). */
    refused: string;
    /** When no answer arrives at all. */
    thrown: string;
  };
}

/**
 * One submit cycle for both registrations (member and business): the form's checks, the API's 201, its refusal
 * sentence, and the spec's 2 s redirect to /signin after a success (where the address is remembered for /signin).
 */
export function useSignUp<Values extends SignUpValues>({ initial, validate, register, texts }: SignUpOptions<Values>) {
  const form = useForm(initial, validate);
  const redirectToSignIn = useRedirectAfterSuccess('/signin');
  const submission = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { status, data } = await register(form.values);
      if (status !== 201) return { severity: 'error', text: serverText(data, texts.refused) };
      // /signin shows where the link went, with Send it again, after the spec's 2 s redirect (issue #24).
      signInHandoff.rememberRegistered(form.values.email.trim());
      return { severity: 'success', text: texts.success };
    },
    thrownText: texts.thrown,
    afterSuccess: redirectToSignIn,
  });
  return { form, ...submission };
}
