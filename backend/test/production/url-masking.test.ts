import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { maskSecretsInUrl } from '../../src/common/logging/app-logger';

describe('request log URLs', () => {
  it('mask OAuth codes and state in the query', () => {
    assert.equal(
      maskSecretsInUrl('/api/v1/auth/google/callback?code=4/abc&state=xyz&scope=email'),
      '/api/v1/auth/google/callback?code=[Redacted]&state=[Redacted]&scope=email',
    );
  });

  it('mask the reset token the web app carries in its path', () => {
    assert.equal(maskSecretsInUrl('/reset-password/Zk3x_9aQ-long-token'), '/reset-password/[Redacted]');
    assert.equal(maskSecretsInUrl('/reset-password/Zk3x?utm=mail'), '/reset-password/[Redacted]?utm=mail');
  });

  it('leave ordinary paths alone', () => {
    assert.equal(
      maskSecretsInUrl('/api/v1/info/get-users?industry_type=Health%20%26%20Sciences'),
      '/api/v1/info/get-users?industry_type=Health%20%26%20Sciences',
    );
  });
});
