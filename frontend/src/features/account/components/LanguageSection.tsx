import { Typography } from '@mui/material';
import { useState } from 'react';
import { ACCOUNT_SCREEN_TEXTS, LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TEXTS, isLanguage, type Language } from '@community/vocabulary';
import { TextField } from '../../../components/TextField';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import { switchLanguage } from '../../../lib/i18n/switch-language';
import { updateProfile } from '../api/update-profile';
import type { Account } from '../api/types';
import { AccountForm } from './AccountForm';

/**
 * The member's language (issue #28): saved on the account (`PATCH /account { language }`), which the mails and
 * pushes use, and the site switches to it at once (the cookie too), as it does after every sign-in.
 */
export function LanguageSection({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  const [language, setLanguage] = useState<Language>(isLanguage(account.language) ? account.language : 'en');
  const { phase, outcome, handleSubmit } = useFormSubmission({
    send: async () => {
      const { ok, data } = await updateProfile({ language });
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      onChange({ ...account, ...data.account, language });
      await switchLanguage(language);
      return { severity: 'success', text: LANGUAGE_TEXTS.saved };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <AccountForm
      id="language"
      heading={LANGUAGE_TEXTS.accountHeading}
      submitLabel={LANGUAGE_TEXTS.save}
      onSubmit={handleSubmit}
      phase={phase}
      outcome={outcome}
    >
      <Typography color="text.secondary">{LANGUAGE_TEXTS.accountIntro}</Typography>
      <TextField
        select
        label={LANGUAGE_TEXTS.switchLabel}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        sx={{ maxWidth: 320 }}
      >
        {LANGUAGES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LANGUAGE_NAMES[value]}
          </option>
        ))}
      </TextField>
    </AccountForm>
  );
}
