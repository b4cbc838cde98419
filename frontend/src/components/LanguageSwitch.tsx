import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { LANGUAGE_NAMES, LANGUAGE_TEXTS, type Language } from '@community/vocabulary';
import { currentLanguage } from '../lib/i18n/language';
import { useLanguage } from '../lib/i18n/use-language';
import { chooseLanguage } from '../lib/i18n/account-language';

/** The language the switch offers: the other one (two languages today). */
function otherLanguage(): Language {
  return currentLanguage() === 'ar' ? 'en' : 'ar';
}

/**
 * "English" on an Arabic page, "العربية" on an English one, each written in itself and marked with its language (a
 * screen reader reads it in the right voice); the accessible name ("Language: العربية") is a sentence of the page's
 * language, so it carries the page's. The choice is kept in a cookie, so the server sends every next page in
 * it from the first byte; signed in, the choice is saved to the account too (docs/languages.md). `iconOnlyBelowLg`: the
 * desktop bar shows only the icon from md to lg, where the bar has no room for the name (the name stays the button's
 * accessible name).
 */
export function LanguageSwitch({
  inMenu = false,
  iconOnlyBelowLg = false,
  onSwitched,
}: {
  inMenu?: boolean;
  iconOnlyBelowLg?: boolean;
  onSwitched?: () => void;
}) {
  useLanguage();
  const target = otherLanguage();
  const choose = () => void chooseLanguage(target).then(onSwitched);
  if (inMenu) {
    return (
      <ListItemButton onClick={choose} aria-label={LANGUAGE_TEXTS.switchTo(LANGUAGE_NAMES[target])}>
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
      aria-label={LANGUAGE_TEXTS.switchTo(LANGUAGE_NAMES[target])}
      sx={iconOnlyBelowLg ? { minWidth: { md: 40, lg: 64 }, '& .MuiButton-startIcon': { mr: { md: 0, lg: 1 }, ml: { md: 0, lg: -0.5 } } } : undefined}
    >
      <Box component="span" lang={target} sx={iconOnlyBelowLg ? { display: { md: 'none', lg: 'inline' } } : undefined}>
        {LANGUAGE_NAMES[target]}
      </Box>
    </Button>
  );
}
