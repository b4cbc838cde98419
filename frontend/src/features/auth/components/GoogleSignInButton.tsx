import { Box } from '@mui/material';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { appConfig } from '../../../lib/config';

interface GoogleSignInButtonProps {
  onCredential: (credential: string) => void;
}

/** Shown only when a Google client id was configured at build time. */
export function GoogleSignInButton({ onCredential }: GoogleSignInButtonProps) {
  if (!appConfig.googleClientId) return null;
  return (
    <GoogleOAuthProvider clientId={appConfig.googleClientId}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <GoogleLogin
          onSuccess={(response) => {
            if (response.credential) onCredential(response.credential);
          }}
          // The spec only logs a failed Google sign-in.
          onError={() => console.error('Google sign-in failed')}
        />
      </Box>
    </GoogleOAuthProvider>
  );
}
