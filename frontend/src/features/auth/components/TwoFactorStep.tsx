import { Alert, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { FORM_FIELDS, MESSAGES, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import type { ApiResponse } from '../../../lib/api-client';
import { useFormSubmission, type SubmitOutcome } from '../../../lib/use-form-submission';
import { CodeField, codeError } from '../../../components/two-factor/CodeField';
import { RecoveryCodesPanel } from '../../../components/two-factor/RecoveryCodesPanel';
import { SecretPanel } from '../../../components/two-factor/SecretPanel';
import type { LoginAnswer } from '../api/login';
import { beginTwoFactorSetup, confirmTwoFactorSetup, verifyTwoFactor } from '../api/two-factor';
import { useRedirectAfterSuccess } from './use-redirect-after';

export interface PendingSignIn {
  kind: 'code' | 'setup';
  challenge: string;
}

interface StepProps {
  pending: PendingSignIn;
  /** Stores the session from a sign-in answer and says what to show (the page's own sign-in ending). */
  accept: (answer: ApiResponse<LoginAnswer>) => SubmitOutcome;
  startOver: () => void;
}

/** After the password: the code from the app (or a recovery code), or, for an admin who must, setting two-factor up. */
export function TwoFactorStep(props: StepProps) {
  return props.pending.kind === 'code' ? <CodeStep {...props} /> : <SetupStep {...props} />;
}

function useCodeForm(send: (code: string) => Promise<SubmitOutcome>, afterSuccess?: ReturnType<typeof useRedirectAfterSuccess>) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submission = useFormSubmission({
    check: () => {
      const error = codeError(code);
      setFieldError(error);
      return !error;
    },
    send: () => send(code.trim()),
    thrownText: MESSAGES.login.failed,
    afterSuccess,
  });
  const error = fieldError ?? (submission.outcome?.severity === 'error' ? submission.outcome.text : undefined);
  return { code, setCode: (value: string) => (setCode(value), setFieldError(undefined)), error, submission };
}

function CodeStep({ pending, accept, startOver }: StepProps) {
  const [usingRecovery, setUsingRecovery] = useState(false);
  const form = useCodeForm(async (code) => accept(await verifyTwoFactor(pending.challenge, code)), useRedirectAfterSuccess('/'));
  const { outcome, phase, handleSubmit } = form.submission;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      <Typography>{usingRecovery ? FORM_FIELDS.twoFactor.recoveryCode.label : TWO_FACTOR_TEXTS.codeAsked}</Typography>
      <CodeField
        value={form.code}
        onChange={form.setCode}
        error={form.error}
        autoFocus
        recovery={{ using: usingRecovery, toggle: () => (setUsingRecovery(!usingRecovery), form.setCode('')) }}
      />
      {outcome?.severity === 'success' && <Alert severity="success">{outcome.text}</Alert>}
      <BusyButton phase={phase} label={TWO_FACTOR_TEXTS.verify} busyLabel={TWO_FACTOR_TEXTS.verifying} size="large" />
      <Link component="button" type="button" onClick={startOver} sx={{ alignSelf: 'flex-start' }}>
        {TWO_FACTOR_TEXTS.startOver}
      </Link>
    </Stack>
  );
}

type SetupState = { secret: string; qrCode: string } | { error: string } | null;

function SetupStep({ pending, accept, startOver }: StepProps) {
  const [setup, setSetup] = useState<SetupState>(null);
  const [signedIn, setSignedIn] = useState<{ answer: ApiResponse<LoginAnswer>; codes: string[] } | null>(null);
  const redirect = useRedirectAfterSuccess('/');

  useEffect(() => {
    let live = true;
    beginTwoFactorSetup(pending.challenge)
      .then(({ ok, data }) => {
        if (!live) return;
        setSetup(ok && data.secret && data.qr_code ? { secret: data.secret, qrCode: data.qr_code } : { error: data.error_message || MESSAGES.login.failed });
      })
      .catch(() => live && setSetup({ error: MESSAGES.login.failed }));
    return () => {
      live = false;
    };
  }, [pending.challenge]);

  // The session starts only once the codes are saved: nothing is stored before "Continue".
  const form = useCodeForm(async (code) => {
    const answer = await confirmTwoFactorSetup(pending.challenge, code);
    if (!answer.ok || !answer.data.recovery_codes) return { severity: 'error', text: answer.data.error_message || MESSAGES.login.failed };
    setSignedIn({ answer, codes: answer.data.recovery_codes });
    return { severity: 'error', text: '' };
  });

  if (signedIn) {
    return (
      <RecoveryCodesPanel
        codes={signedIn.codes}
        onDone={() => {
          accept(signedIn.answer);
          redirect?.then?.();
        }}
      />
    );
  }
  if (!setup) return <Typography role="status">{TWO_FACTOR_TEXTS.loadingSetup}</Typography>;
  if ('error' in setup) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{setup.error}</Alert>
        <Link component="button" type="button" onClick={startOver} sx={{ alignSelf: 'flex-start' }}>
          {TWO_FACTOR_TEXTS.startOver}
        </Link>
      </Stack>
    );
  }
  const { phase, handleSubmit } = form.submission;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event: FormEvent) => handleSubmit(event)}>
      <Alert severity="info">{TWO_FACTOR_TEXTS.setupAsked}</Alert>
      <SecretPanel qrCode={setup.qrCode} secret={setup.secret} />
      <CodeField value={form.code} onChange={form.setCode} error={form.error} />
      <BusyButton phase={phase} label={TWO_FACTOR_TEXTS.confirm} busyLabel={TWO_FACTOR_TEXTS.verifying} size="large" />
      <Link component="button" type="button" onClick={startOver} sx={{ alignSelf: 'flex-start' }}>
        {TWO_FACTOR_TEXTS.startOver}
      </Link>
    </Stack>
  );
}
