import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { LANGUAGE_NAMES, LANGUAGE_TEXTS, type Language } from '@community/vocabulary';
import { currentLanguage } from '../lib/i18n/language';
import { useLanguage } from '../lib/i18n/use-language';
import { switchLanguage } from '../lib/i18n/switch-language';

/** The language the switch offers: the other one (two languages today). */
function otherLanguage(): Language {
  return currentLanguage() === 'ar' ? 'en' : 'ar';
}

/**
 * "English" on an Arabic page, "العربية" on an English one, each written in itself and marked with its language (a
 * screen reader reads it in the right voice). The choice is kept in a cookie, so the server sends every next page in
 * it from the first byte (a signed-in member's account language is set from My account).
 */
export function LanguageSwitch({ inMenu = false, onSwitched }: { inMenu?: boolean; onSwitched?: () => void }) {
  useLanguage();
  const target = otherLanguage();
  const choose = () => void switchLanguage(target).then(onSwitched);
  if (inMenu) {
    return (
      <ListItemButton onClick={choose} aria-label={`${LANGUAGE_TEXTS.switchLabel}: ${LANGUAGE_NAMES[target]}`}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <TranslateIcon />
        </ListItemIcon>
        <ListItemText primary={LANGUAGE_NAMES[target]} slotProps={{ primary: { lang: target } }} />
      </ListItemButton>
    );
  }
  return (
    <Button
      color="inherit"
      onClick={choose}
      startIcon={<TranslateIcon />}
      lang={target}
      aria-label={`${LANGUAGE_TEXTS.switchLabel}: ${LANGUAGE_NAMES[target]}`}
    >
      {LANGUAGE_NAMES[target]}
    </Button>
  );
}
