import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ACCOUNT_SCREEN_TEXTS, FORM_FIELDS, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { serverText } from '../../../lib/server-text';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { PasswordField } from '../../../components/PasswordField';
import { CodeField, codeError } from '../../../components/two-factor/CodeField';
import { RecoveryCodesPanel } from '../../../components/two-factor/RecoveryCodesPanel';
import { SecretPanel } from '../../../components/two-factor/SecretPanel';
import type { ApiResponse, ApiSchema } from '../../../lib/api-client';
import { confirmTwoFactor, getTwoFactorStatus, regenerateRecoveryCodes, startTwoFactorSetup, turnOffTwoFactor } from '../api/two-factor';
import type { Account } from '../api/types';
import { AccountForm } from './AccountForm';
import { refreshSession } from './account-session';

type Status = ApiSchema<'TwoFactorStatusDto'>;
type View = { kind: 'status' } | { kind: 'setup'; secret: string; qrCode: string } | { kind: 'codes'; codes: string[] };

/**
 * The security tab's two-factor part: turn it on (QR, key, password and first code, recovery codes), new recovery codes,
 * turn it off. Each change asks for the current password too, so a session alone cannot lock the owner out.
 */
export function TwoFactorSection({ account }: { account: Account }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [view, setView] = useState<View>({ kind: 'status' });
  const [error, setError] = useState('');

  const reload = () =>
    getTwoFactorStatus()
      .then(({ ok, data }) => (ok ? setStatus(data) : setError(serverText(data, ACCOUNT_SCREEN_TEXTS.failed))))
      .catch(() => setError(ACCOUNT_SCREEN_TEXTS.failed));
  useEffect(() => {
    void reload();
  }, []);

  async function begin() {
    setError('');
    try {
      const { ok, data } = await startTwoFactorSetup();
      if (ok && data.secret && data.qr_code) setView({ kind: 'setup', secret: data.secret, qrCode: data.qr_code });
      else setError(serverText(data, ACCOUNT_SCREEN_TEXTS.failed));
    } catch {
      setError(ACCOUNT_SCREEN_TEXTS.failed);
    }
  }

  const showCodes = (codes: string[]) => setView({ kind: 'codes', codes });
  // Each change ends every other session of the account; this one carries on with the answer's token.
  const carryOn = (token?: string) => token && refreshSession(account, token);

  return (
    <Stack spacing={2} component="section" aria-labelledby="two-factor-heading">
      <Typography id="two-factor-heading" variant="h6" component="h2">
        {TWO_FACTOR_TEXTS.title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {view.kind === 'codes' && (
        <RecoveryCodesPanel codes={view.codes} doneLabel={TWO_FACTOR_TEXTS.continue} onDone={() => (setView({ kind: 'status' }), void reload())} />
      )}
      {view.kind === 'setup' && (
        <SetupForm account={account} secret={view.secret} qrCode={view.qrCode} onDone={showCodes} onCancel={() => setView({ kind: 'status' })} />
      )}
      {view.kind === 'status' && status && !status.enabled && (
        <>
          <Typography>{TWO_FACTOR_TEXTS.statusOff}</Typography>
          {status.required && <Alert severity="warning">{TWO_FACTOR_TEXTS.statusRequired}</Alert>}
          {account.has_password ? (
            <Button variant="contained" onClick={() => void begin()} sx={{ alignSelf: 'flex-start' }}>
              {TWO_FACTOR_TEXTS.turnOn}
            </Button>
          ) : (
            // Without a password a session is all it would take, and a stolen one could lock the owner out.
            <Alert severity="info">{TWO_FACTOR_TEXTS.passwordFirst}</Alert>
          )}
        </>
      )}
      {view.kind === 'status' && status?.enabled && (
        <>
          <Typography>
            {TWO_FACTOR_TEXTS.statusOn} {TWO_FACTOR_TEXTS.recoveryCodesLeft(status.recovery_codes_left)}.
          </Typography>
          {status.required && <Typography color="text.secondary">{TWO_FACTOR_TEXTS.statusRequired}</Typography>}
          <CodeForm
            id="two-factor-regenerate"
            heading={TWO_FACTOR_TEXTS.regenerate}
            askPassword={account.has_password}
            send={regenerateRecoveryCodes}
            onDone={(data) => (carryOn(data.AuthToken), showCodes(data.recovery_codes ?? []))}
          />
          {!status.required && (
            <CodeForm
              id="two-factor-off"
              heading={TWO_FACTOR_TEXTS.turnOff}
              askPassword={account.has_password}
              send={turnOffTwoFactor}
              onDone={(data) => (carryOn(data.AuthToken), void reload())}
            />
          )}
        </>
      )}
    </Stack>
  );
}

interface SetupFormProps {
  account: Account;
  secret: string;
  qrCode: string;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}

function SetupForm({ account, secret, qrCode, onDone, onCancel }: SetupFormProps) {
  const turnedOn = (data: { recovery_codes?: string[]; AuthToken?: string }) => {
    // Every other session has ended; this one carries on with the fresh token.
    if (data.AuthToken) refreshSession(account, data.AuthToken);
    onDone(data.recovery_codes ?? []);
  };
  return (
    <Stack spacing={2}>
      <SecretPanel secret={secret} qrCode={qrCode} />
      <CodeForm
        id="two-factor-confirm"
        heading={TWO_FACTOR_TEXTS.setupTitle}
        submitLabel={TWO_FACTOR_TEXTS.confirm}
        askPassword={account.has_password}
        send={confirmTwoFactor}
        onDone={turnedOn}
      />
      <Button onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
        {TWO_FACTOR_TEXTS.cancel}
      </Button>
    </Stack>
  );
}

type CodeAnswer = Partial<ApiSchema<'TwoFactorTurnedOffDto'> & Pick<ApiSchema<'TwoFactorTurnedOnDto'>, 'recovery_codes'>>;

interface CodeFormProps {
  id: string;
  heading: string;
  submitLabel?: string;
  askPassword?: boolean;
  /** Turning it on, new recovery codes or turning it off: each answers a message and a fresh token, the first two the codes. */
  send: (code: string, password?: string) => Promise<ApiResponse<CodeAnswer>>;
  onDone: (data: CodeAnswer) => void;
}

/** The current password (an account without one has none to give) and one code: the answer's text, or the server's error under the form. */
function CodeForm({ id, heading, submitLabel = heading, askPassword, send, onDone }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: () => {
      // An empty password would only cost one of the account's few tries (a wrong one counts like a failed sign-in).
      const missingPassword = askPassword && !password ? FORM_FIELDS.twoFactor.password.required : undefined;
      const problem = codeError(code);
      setPasswordError(missingPassword);
      setFieldError(problem);
      return !problem && !missingPassword;
    },
    send: async () => {
      const { ok, data } = await send(code.trim(), askPassword ? password : undefined);
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      setCode('');
      setPassword('');
      onDone(data);
      return { severity: 'success', text: serverText(data, TWO_FACTOR_TEXTS.turnedOn) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });
  return (
    <AccountForm id={id} heading={heading} onSubmit={handleSubmit} phase={phase} outcome={outcome} submitLabel={submitLabel}>
      {askPassword && (
        <PasswordField
          label={FORM_FIELDS.twoFactor.password.label}
          autoComplete="current-password"
          value={password}
          onChange={(event) => (setPassword(event.target.value), setPasswordError(undefined))}
          error={!!passwordError}
          helperText={passwordError}
        />
      )}
      <CodeField value={code} onChange={(value) => (setCode(value), setFieldError(undefined))} error={fieldError} />
    </AccountForm>
  );
}
